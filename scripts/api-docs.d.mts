/** Types of scripts/api-docs.mjs, for the functions tests' TypeScript. */
import type { Allow, RouteContract, SiteScope } from '@grindline/domain';
export declare const BEGIN: string;
export declare const END: string;
export declare const API_MD: string;
export declare function whoMay(allow: Allow): string;
export declare function siteScope(site: SiteScope): string;
export declare function successStatuses(contract: RouteContract): string;
/** An area module may export schemas beside its contracts: only the contracts become rows. */
export declare function routeReference(areas: Readonly<Record<string, Readonly<Record<string, unknown>>>>): string;
export declare function withRouteReference(markdown: string, section: string): string;
export declare function apiDocs(options?: { check?: boolean }): Promise<boolean>;
