/** Grouping of dropped CAT files (spec 002 section 4, upload flow). */

/** A rail file of a group; rail undefined when the name does not say. */
export interface CatFile {
  name: string;
  rail: 'L' | 'R' | undefined;
}

/** The files of one run. */
export interface CatGroup {
  /** The digits of the names ('' for names without digits). */
  key: string;
  /** The summary file: the name containing '.sum'. */
  summary?: string;
  files: CatFile[];
}

/** Rail of a file name: ending 'L.txt' is L, 'R.txt' is R, else undefined. */
export function railOfFile(name: string): 'L' | 'R' | undefined {
  if (/L\.txt$/i.test(name) && /L\.[^.]+$/.test(name)) return 'L';
  if (/R\.txt$/i.test(name) && /R\.[^.]+$/.test(name)) return 'R';
  return undefined;
}

/**
 * Groups dropped files by the digits in their names (spec 002 section 4): within a group the name
 * containing '.sum' is the summary (a second one is kept as a file so nothing is lost), names
 * ending 'L.txt' or 'R.txt' are the left and right rail (the L or R is upper case; the extension
 * may be any case), anything else has an undefined rail. Names without digits form the group
 * with key ''. Groups and files keep the order of the drop.
 */
export function groupCatFiles(names: readonly string[]): CatGroup[] {
  const groups = new Map<string, CatGroup>();
  for (const name of names) {
    if (typeof name !== 'string' || name.trim() === '') throw new Error(`file name must be a non-empty string, got ${JSON.stringify(name)}`);
    const key = name.replace(/\D/g, '');
    let group = groups.get(key);
    if (!group) {
      group = { key, files: [] };
      groups.set(key, group);
    }
    if (name.toLowerCase().includes('.sum') && group.summary === undefined) group.summary = name;
    else group.files.push({ name, rail: railOfFile(name) });
  }
  return [...groups.values()];
}

/**
 * The rail a file is filed under: its own, else the rail the summary states when that is L or R
 * (spec 002 section 4); undefined when neither says (the user must choose).
 */
export function resolveRail(file: CatFile, summaryRail: string | undefined): 'L' | 'R' | undefined {
  if (file.rail) return file.rail;
  return summaryRail === 'L' || summaryRail === 'R' ? summaryRail : undefined;
}
