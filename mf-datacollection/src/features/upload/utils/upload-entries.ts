/**
 * The Upload CAT Data form's pure steps (spec 002 section 4 upload flow, section 3 entities):
 * dropped files into one entry per run, the entry into the filing request, the map of the runs.
 */
import { groupCatFiles, resolveRail, type CatFileEntryInput, type DataCollectionShift, type MapImageInput, type SummaryFile, type UploadForm } from '@grindline/domain';

/** A rail file waiting for (or done with) its upload: the entry and side it fills. */
export interface RailUpload {
  entry: number;
  side: 'left' | 'right';
  file: File;
}

const numberOrEmpty = (text: string | undefined) => (text !== undefined && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined);

/** The summary's raw key-values, kept as the record's `extended` (sensor positions as {left,right}). */
function extendedOf(summary: SummaryFile | undefined): Record<string, string | Record<string, number>> {
  const out: Record<string, string | Record<string, number>> = {};
  for (const [k, v] of Object.entries(summary ?? {})) if (v !== undefined) out[k] = typeof v === 'string' ? v : { left: v.left, right: v.right };
  return out;
}

/**
 * One form entry per group of dropped files (grouped by the digits of their names, domain's
 * groupCatFiles): the summary's description, operator, start and end position and sensor
 * positions prefilled, each rail file placed on its side (its name's L/R, else the summary's
 * rail), rail 'Both' when both sides are present. Files with no side are returned as `unplaced`.
 */
export function entriesFromDrop(files: readonly File[], summaries: ReadonlyMap<string, SummaryFile>): { entries: CatFileEntryInput[]; uploads: RailUpload[]; unplaced: string[] } {
  const byName = new Map(files.map((f) => [f.name, f]));
  const entries: CatFileEntryInput[] = [];
  const uploads: RailUpload[] = [];
  const unplaced: string[] = [];
  for (const group of groupCatFiles(files.map((f) => f.name))) {
    const summary = group.summary ? summaries.get(group.summary) : undefined;
    const entry: CatFileEntryInput = {
      fileName: group.summary ?? group.files[0]?.name ?? '',
      type: 'CAT',
      description: typeof summary?.description === 'string' ? summary.description : '',
      operator: typeof summary?.operator === 'string' ? summary.operator : '',
      trackId: '',
      startMP: numberOrEmpty(summary?.start_position) as number,
      endMP: numberOrEmpty(summary?.end_position) as number,
      rail: 'Both',
      leftRailPos: summary?.sensor_position?.left,
      rightRailPos: summary?.sensor_position?.right,
      leftRailComment: '',
      rightRailComment: '',
      runningBand: true,
      extended: extendedOf(summary),
    };
    const index = entries.length;
    for (const file of group.files) {
      const rail = resolveRail(file, typeof summary?.rail === 'string' ? summary.rail : undefined);
      const side = rail === 'L' ? 'left' : rail === 'R' ? 'right' : undefined;
      const taken = side === 'left' ? entry.leftRailFile : side === 'right' ? entry.rightRailFile : 'no side';
      if (!side || taken) {
        unplaced.push(file.name);
        continue;
      }
      if (side === 'left') entry.leftRailFile = file.name;
      else entry.rightRailFile = file.name;
      uploads.push({ entry: index, side, file: byName.get(file.name)! });
    }
    if (!entry.leftRailFile && !entry.rightRailFile) continue;
    entry.rail = entry.leftRailFile && entry.rightRailFile ? 'Both' : entry.leftRailFile ? 'Left' : 'Right';
    entries.push(entry);
  }
  return { entries, uploads, unplaced };
}

/** What the presign request carries from the summary: its sampling distance (mm) and calibration (µm per unit). */
export function uploadMetadata(summary: Readonly<Record<string, unknown>> | undefined): { samplingDistanceMm?: number; calibrationUmPerUnit?: number } {
  const num = (v: unknown) => {
    const n = typeof v === 'string' ? Number.parseFloat(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : undefined;
  };
  const samplingDistanceMm = num(summary?.sampling_distance);
  const calibrationUmPerUnit = num(summary?.sensor_calibration);
  return { ...(samplingDistanceMm !== undefined ? { samplingDistanceMm } : {}), ...(calibrationUmPerUnit !== undefined ? { calibrationUmPerUnit } : {}) };
}

/**
 * POST /api/datacollection/shift's body: the shift data and one record per rail file of every
 * entry (spec 002 section 3's record payload), the entry's comment and sensor position per side.
 */
export function toRequest(form: UploadForm): DataCollectionShift {
  const records: DataCollectionShift['records'] = [];
  for (const f of form.files) {
    for (const side of ['left', 'right'] as const) {
      const fileName = side === 'left' ? f.leftRailFile : f.rightRailFile;
      const id = side === 'left' ? f.leftRailFileId : f.rightRailFileId;
      if (!fileName || !id) continue;
      records.push({
        id,
        fileName,
        trackId: f.trackId,
        rail: side === 'left' ? 'Left' : 'Right',
        sensor: (side === 'left' ? f.leftRailPos : f.rightRailPos) ?? null,
        from: f.startMP,
        to: f.endMP,
        description: f.description ?? '',
        operator: f.operator ?? '',
        comment: (side === 'left' ? f.leftRailComment : f.rightRailComment) ?? '',
        extended: f.extended as DataCollectionShift['records'][number]['extended'],
        runningBand: f.runningBand ? 'Yes' : 'No',
      });
    }
  }
  return { date: form.date, clientId: form.clientId as DataCollectionShift['clientId'], lineName: form.lineName, records };
}

/** POST /api/maps/image's body for the review: the runs' ranges on the line, as measured ('complete') ranges. */
export function reviewMapBody(form: Pick<UploadForm, 'date' | 'clientId' | 'lineName'> & { files: { startMP: number; endMP: number }[] }): MapImageInput {
  return {
    site: form.clientId,
    line: form.lineName,
    date: form.date,
    label: `CAT runs ${form.date}`,
    completeChains: form.files.filter((f) => Number.isFinite(f.startMP) && Number.isFinite(f.endMP)).map((f) => [f.startMP, f.endMP] as [number, number]),
    incompleteChains: [],
    purpose: 'measurement',
  } as MapImageInput;
}
