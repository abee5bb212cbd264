/** The id prefix of the BART form's controls ('gl-rep-bart-date', 'gl-rep-bart-rows-0-segmentFrom', ...). */
export const BART_PREFIX = 'gl-rep-bart';
