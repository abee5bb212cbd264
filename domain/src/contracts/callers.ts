/** Who may call the routes: the caller groups several route contracts share (spec 002 section 3). */
import type { Allow } from './route-contract';

/** The managers: super and adminMgmt (Users, mail lists, imports, CAT upload). */
export const MANAGERS = ['super', 'adminMgmt'] as const satisfies Allow;
/** Who files and reads BART reports. */
export const BART_WRITERS = ['super', 'adminMgmt', 'BART'] as const satisfies Allow;
/** Who sees the NYCT Report tab (spec 002 section 2; domain dashboardTabs). */
export const NYCT_REPORT_READERS = ['super', 'adminMgmt', 'NYCT', 'NYCTedit'] as const satisfies Allow;
/** Who files reports on some form, and deletes and reads the history of their own site's (issue 10). */
export const REPORT_WRITERS = ['super', 'adminMgmt', 'BART', 'SKYTRAIN', 'NYCT', 'NYCTedit', 'OTRAIN', 'NCTD'] as const satisfies Allow;
