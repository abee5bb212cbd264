/** The Upload CAT Data form (spec 002 sections 2, 3 and 5). */
import { z } from 'zod';
import { optionalText, requiredDate, requiredNumber, requiredText } from './fields';

/** Maximum size of a drop: 100 MB (spec 002 section 5). */
export const MAX_UPLOAD_BYTES = 104857600;
/** Upload progress shown before the response arrives is capped here (spec 002 section 4). */
export const UPLOAD_PROGRESS_CAP = 99;

/** Messages of spec 002 section 5: the form-level ones and the inline ones. */
export const UPLOAD_MESSAGES = {
  date: 'Please select a date',
  dateSummary: 'Please select a date.',
  line: 'Please select a line',
  filesIncomplete: 'Please make sure all fields for the uploaded files are complete.',
  uploading: 'Please wait while file upload is complete',
  fileUploading: 'File Uploading...',
  noFiles: 'Add at least one CAT file',
  inline: { date: 'Date is Required', clientId: 'Client Name is Required', lineName: 'Line Name is Required', trackId: 'Track Id required' },
} as const;

export const RAIL_OPTIONS = ['Left', 'Right', 'Both'] as const;

/** The upload progress to show: capped at 99 until the response arrives, then 100. */
export function uploadProgress(loaded: number, total: number, done: boolean): number {
  if (done) return 100;
  if (!(total > 0) || !(loaded >= 0)) return 0;
  return Math.min(UPLOAD_PROGRESS_CAP, Math.floor((loaded / total) * 100));
}

const mm = (label: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx): number | undefined => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
      const n = Math.round(Number(v));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number of millimetres` });
        return z.NEVER;
      }
      return n;
    });

/**
 * One CAT file entry (spec 002 sections 3 and 5): trackId, startMP and endMP required; for each
 * rail file present its server file id must be set, else 'File Uploading...'.
 */
export const catFileEntrySchema = z
  .object({
    fileName: optionalText(),
    type: optionalText().transform((t) => t || 'CAT'),
    description: optionalText(),
    operator: optionalText(),
    trackId: requiredText('Missing track id'),
    startMP: requiredNumber('Missing start mp', { invalid: 'Start MP must be a number' }),
    endMP: requiredNumber('Missing end mp', { invalid: 'End MP must be a number' }),
    rail: z.enum(RAIL_OPTIONS, { error: 'Rail must be Left, Right or Both' }),
    leftRailFile: optionalText(),
    rightRailFile: optionalText(),
    leftRailPos: mm('Left sensor position'),
    rightRailPos: mm('Right sensor position'),
    leftRailComment: optionalText(),
    rightRailComment: optionalText(),
    leftRailFileId: optionalText(),
    rightRailFileId: optionalText(),
    runningBand: z.boolean().default(true),
    extended: z.record(z.string(), z.unknown()).default({}),
  })
  .superRefine((f, ctx) => {
    if (f.leftRailFile && !f.leftRailFileId) ctx.addIssue({ code: 'custom', path: ['leftRailFileId'], message: UPLOAD_MESSAGES.fileUploading });
    if (f.rightRailFile && !f.rightRailFileId) ctx.addIssue({ code: 'custom', path: ['rightRailFileId'], message: UPLOAD_MESSAGES.fileUploading });
    if (!f.leftRailFile && !f.rightRailFile) ctx.addIssue({ code: 'custom', path: ['leftRailFile'], message: 'Add a left or right rail file' });
  }, { when: () => true });

/** The upload form: date, client, line and at least one file entry. */
export const uploadFormSchema = z.object({
  date: requiredDate(UPLOAD_MESSAGES.date),
  clientId: requiredText(UPLOAD_MESSAGES.inline.clientId),
  lineName: requiredText(UPLOAD_MESSAGES.line),
  files: z.array(catFileEntrySchema).min(1, UPLOAD_MESSAGES.noFiles),
});

export type CatFileEntryInput = z.input<typeof catFileEntrySchema>;
export type CatFileEntry = z.output<typeof catFileEntrySchema>;
export type UploadFormInput = z.input<typeof uploadFormSchema>;
export type UploadForm = z.output<typeof uploadFormSchema>;
