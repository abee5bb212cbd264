/**
 * What a site's map screen offers (spec 001 sections 2.1-2.5, 4, 5 and 9): its tabs, zoom,
 * units, grind types, divisions and the filter defaults. The map screens and the map routes both
 * read these, so a rule lives only here.
 */
import { customerProfile } from '../customers/customer-profile';
import { NYCT_DIVISIONS, type NyctDivision } from '../customers/nyct';

/**
 * Tabs of the map screens (spec 001 section 2.1). 'grind' is the Grind Data / Structure map;
 * 'rail-condition' (issue 27) is not a site setting: it is added where the site has CAT runs.
 */
export type MapTab = 'system-overview' | 'grind' | 'tci' | 'test-sites' | 'noise' | 'acceleration' | 'rail-condition';

export const MAP_TAB_LABELS: Readonly<Record<MapTab, string>> = {
  'system-overview': 'System Overview',
  grind: 'Grind Data',
  tci: 'TCI',
  'test-sites': 'Test Sites',
  noise: 'Noise Data',
  acceleration: 'Acceleration Data',
  'rail-condition': 'Rail Condition',
};

/** Map tabs per site, in display order; a site not listed has only the grind map. */
const SITE_TABS: Readonly<Record<string, readonly MapTab[]>> = {
  BART: ['system-overview', 'grind', 'tci', 'test-sites'],
  SKYTRAIN: ['noise', 'grind', 'acceleration'],
};

/**
 * The tabs a site's map shows: its settings' tabs, then Rail Condition when the site has processed
 * CAT runs (decided from its data, not its settings: any customer may upload CAT runs).
 */
export function mapTabs(settings: Pick<SiteMapSettings, 'tabs'>, hasConditionRuns: boolean): readonly MapTab[] {
  return hasConditionRuns ? [...settings.tabs, 'rail-condition'] : settings.tabs;
}

/** The two SkyTrain grind datasets (spec 001 section 2.1, Sky/Arm switch). */
export const SKYTRAIN_DATASETS = ['Sky', 'Arm'] as const;
export type GrindDataset = (typeof SKYTRAIN_DATASETS)[number];

/** Everything a site's map screen needs to know before it loads any data. */
export interface SiteMapSettings {
  site: string;
  tabs: readonly MapTab[];
  /** The tab shown first: Grind Data. */
  defaultTab: MapTab;
  /** 10, 13 for OTRAIN (spec 001 section 2.1). */
  zoom: number;
  /** Miles for sites using feet, else Kilometers. */
  units: 'Miles' | 'Kilometers';
  /** The grind-type toggle (PRO/GFA for BART, PRO/AGR for SkyTrain). */
  grindTypes: readonly [string, string];
  /** NYCT divisions (IRT, IND, BMT as the spec orders them), default IRT; empty elsewhere. */
  divisions: readonly NyctDivision[];
  /** SkyTrain's Sky/Arm switch; empty elsewhere. */
  datasets: readonly GrindDataset[];
  /** Track numbers selected when All Lines is chosen (spec 001 section 4). */
  defaultDirections: readonly string[];
  /**
   * Chain-range multiplier (spec 001 section 5): an entered chain times this is database chain,
   * the unit of the map data. The old application multiplied by ten more for tenth-chain sites
   * because it compared with tenth chains; the map data here is in database chain for every site.
   * NYCT enters and stores stations (chain + feet / 100) and keeps chain points in feet: 100.
   */
  chainMultiplier: number;
  /** What a chain is called on this site's map (Mile Post, Station, Segment, Chain). */
  chainLabel: string;
  /** The agency's full name, for the map's title. */
  agencyName: string;
}

/** Directions selected with All Lines: 1, 2, 3, 4 and M for NYCT, 1 and 2 elsewhere. */
export function defaultDirections(site: string): readonly string[] {
  return site === 'NYCT' ? ['1', '2', '3', '4', 'M'] : ['1', '2'];
}

/** The map settings of a site; throws for an unknown customer. */
export function siteMapSettings(site: string): SiteMapSettings {
  const p = customerProfile(site);
  return {
    site: p.id,
    tabs: SITE_TABS[p.id] ?? ['grind'],
    defaultTab: 'grind',
    zoom: p.mapZoom,
    units: p.unitsShown,
    grindTypes: p.grindWorkTypes,
    divisions: p.id === 'NYCT' ? (['IRT', 'IND', 'BMT'] as const).filter((d) => NYCT_DIVISIONS.includes(d)) : [],
    datasets: p.id === 'SKYTRAIN' ? SKYTRAIN_DATASETS : [],
    defaultDirections: defaultDirections(p.id),
    chainMultiplier: p.id === 'NYCT' ? 100 : p.dbMultiplier,
    chainLabel: p.referenceLabel,
    agencyName: p.agencyName,
  };
}

/** The track number of a track id: what follows its last '_' (A_1 -> '1', IRT_FL_M -> 'M'). */
export function trackNumber(trackId: string): string {
  return trackId.slice(trackId.lastIndexOf('_') + 1);
}

/** The NYCT division of a track or line id (IRT_BB_1 -> IRT), or null elsewhere. */
export function divisionOf(id: string): NyctDivision | null {
  const head = id.split('_')[0];
  return (NYCT_DIVISIONS as readonly string[]).includes(head) ? (head as NyctDivision) : null;
}

/**
 * NYCT chain as the structure map shows it, 'x + yy': stations of 100 ft and the feet beyond,
 * e.g. 1234 -> '12 + 34', 5 -> '0 + 05'.
 */
export function stationLabel(feet: number): string {
  if (!Number.isFinite(feet)) throw new Error(`chain must be a number, got ${feet}`);
  const whole = Math.round(feet);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)} + ${String(abs % 100).padStart(2, '0')}`;
}
