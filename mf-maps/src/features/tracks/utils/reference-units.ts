/**
 * Chain values in the customer's reference units (spec 000 section 9.1): the API keeps database
 * chain; people read Mile Posts (chain / database multiplier), chains, segments, or New York's
 * stations written 'station + feet'.
 */
import { customerProfile, isCustomerId } from '@grindline/domain';
import type { SiteTracks } from '@grindline/domain';

/** How to print the chain of one site. */
export interface ReferenceUnits {
  /** 'Mile Post', 'Chain', 'Segment' or 'Station'. */
  label: string;
  dbMultiplier: number;
  /** Decimals of the site's entry resolution (BART 0.01 MP: 2). */
  decimals: number;
}

const decimalsOf = (step: number): number => (String(step).split('.')[1] ?? '').length;

/** The reference units of a catalogue answer; decimals come from the customer's entry resolution. */
export function referenceUnits(catalogue: Pick<SiteTracks, 'site' | 'referenceLabel' | 'dbMultiplier'>): ReferenceUnits {
  const decimals = isCustomerId(catalogue.site)
    ? decimalsOf(customerProfile(catalogue.site).entryResolution)
    : Math.max(0, Math.round(Math.log10(catalogue.dbMultiplier)));
  return { label: catalogue.referenceLabel, dbMultiplier: catalogue.dbMultiplier, decimals };
}

/**
 * A database chain in reference units: '24.80' for BART chain 248, '772 + 00' for NYCT chain
 * 77200 (a station is 100 ft; the feet always have two digits).
 */
export function formatChain(chain: number, units: ReferenceUnits): string {
  const value = chain / units.dbMultiplier;
  if (units.label === 'Station') {
    const feet = Math.round(value);
    return `${Math.floor(feet / 100)} + ${String(feet % 100).padStart(2, '0')}`;
  }
  return value.toFixed(units.decimals);
}

/** 'Mile Post 0.00 – 24.80': a database chain range with the label of its reference units. */
export function formatChainRange(minChain: number, maxChain: number, units: ReferenceUnits): string {
  return `${units.label} ${formatBareRange(minChain, maxChain, units)}`;
}

/** '0.00 – 24.80': a range under a header that names its units (the catalogue's 'Chain range (Mile Post)'). */
export function formatBareRange(minChain: number, maxChain: number, units: ReferenceUnits): string {
  return `${formatChain(minChain, units)} – ${formatChain(maxChain, units)}`;
}

/** A database chain as the API and the 'Database chain' unit of the import form give it: 248, 12.5. */
export function formatDbChain(chain: number): string {
  return String(Number(chain.toPrecision(12)));
}

/**
 * The sentence under the title that says how ranges are written: 'Ranges are in Mile Post
 * (database chain ÷ 10).', 'Ranges are in Chain, as stored.', or New York's stations.
 */
export function unitsNote(units: ReferenceUnits): string {
  if (units.label === 'Station') return 'Ranges are in stations of 100 feet, written station + feet.';
  if (units.dbMultiplier !== 1) return `Ranges are in ${units.label} (database chain ÷ ${units.dbMultiplier}).`;
  return `Ranges are in ${units.label}, as stored.`;
}
