/** The id prefix of the standard form's controls ('gl-rep-std-date', 'gl-rep-std-entries-0-passes_l', ...). */
export const STANDARD_PREFIX = 'gl-rep-std';
