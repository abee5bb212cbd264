/** Shapes of the customer profiles (spec 000 section 9, spec 001 section 9). */
/** A fuel or water gauge option: label shown, fraction stored (spec 000 section 9.2). */
export interface LevelOption {
  label: string;
  value: number;
}

/** A line of a customer and how its tracks are named and bounded. */
export interface LineDef {
  name: string;
  /** Direction codes offered for the line (spec 000 section 9.2). */
  directions: readonly string[];
  /** True when the line's _1 and _2 tracks are swapped (CONFEDERATION, spec 000 section 9.2). */
  reversed?: boolean;
  /** Database chain bounds when fixed by the spec (BART, spec 000 section 9.4). */
  minChain?: number;
  maxChain?: number;
}

/** Which entry form and shift-id rule a customer uses (spec 000 sections 2 and 3.3). */
export type ReportVariant = 'standard' | 'skytrain' | 'bart' | 'nyct';

/**
 * Everything that differs between customers. Forms, lengths, chain conversions, labels and
 * units are derived from it, so adding a customer means adding one profile.
 */
export interface CustomerProfile {
  id: string;
  /** The agency's full name, shown with the id in the map's title (e.g. Bay Area Rapid Transit). */
  agencyName: string;
  /** Position in the Maps menu (spec 002 section 6), null when the customer has no map. */
  mapMenu: number | null;
  /** spec 000 section 9.1 */
  lengthUnit: 'meters' | 'feet';
  referenceLabel: 'Segment' | 'Mile Post' | 'Chain' | 'Station';
  lengthMultiplier: number;
  dbMultiplier: number;
  segmentIncrement: number;
  entryResolution: number;
  tenthChain: boolean;
  /** When set, grind-entry ends must be multiples of entryResolution, else this message
   * (ETS: 'Value must be entered in 50m segments', spec 000 section 5.2). */
  resolutionMessage?: string;
  /** Units shown on maps and dashboards: Miles for feet, else Kilometers (spec 001 section 9). */
  unitsShown: 'Miles' | 'Kilometers';
  /** Map zoom: 10, 13 for OTRAIN (spec 001 section 2.1). */
  mapZoom: number;
  /** Dashboard legend colour (spec 001 section 2.6; values are ours). */
  legendColour: string;
  variant: ReportVariant;
  lines: readonly LineDef[];
  grinderTypes: readonly string[];
  /** Work types (spec 000 section 9.2). */
  workTypes: readonly string[];
  /** The two grind work types toggled on the maps and offered in the forms (spec 000 9.2). */
  grindWorkTypes: readonly [string, string];
  shiftTypes: readonly string[];
  stoneTypes: readonly string[];
  /** Rail profile templates. */
  profiles: readonly string[];
  fuelLevels: readonly LevelOption[];
  waterLevels: readonly LevelOption[];
  /** Segment types (BART, NYCT) or curve types (SKYTRAIN) of a grind row; empty when free text. */
  segmentTypes: readonly string[];
  /** BART only (spec 000 section 9.2): grind plan and spark blanket options. */
  grindPlans: readonly string[];
  sparkBlanket: readonly string[];
}
