/** Lengths on daily stats cards, in the site's length unit and its shown unit (spec 001 section 9). */
import { customerProfile, FEET_PER_MILE, isCustomerId } from '@grindline/domain';

/** Stored units per shown unit: feet per mile (spec 001 section 9) and metres per kilometre. */
const PER_SHOWN_UNIT = { feet: FEET_PER_MILE, meters: 1000 } as const;
const SHORT = { feet: 'ft', meters: 'm', Miles: 'mi', Kilometers: 'km' } as const;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });


/**
 * A stored length (in the site's length unit) with its value in the unit the site is shown in:
 * '10,560 ft (2.00 mi)' for a feet site, '1,500 m (1.50 km)' for a metre site (spec 001
 * section 9: Miles for sites using feet, else Kilometers). An unknown site gets the number only.
 */
export function formatSiteLength(value: number, site: string): string {
  if (!Number.isFinite(value)) return 'Not recorded';
  if (!isCustomerId(site)) return whole.format(value);
  const { lengthUnit, unitsShown } = customerProfile(site);
  const shown = value / PER_SHOWN_UNIT[lengthUnit];
  return `${whole.format(value)} ${SHORT[lengthUnit]} (${twoDecimals.format(shown)} ${SHORT[unitsShown]})`;
}
