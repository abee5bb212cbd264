/** The id prefix of the NYCT form's controls ('gl-rep-nyct-date', 'gl-rep-nyct-grindLimits-0-segmentFrom', ...). */
export const NYCT_PREFIX = 'gl-rep-nyct';
