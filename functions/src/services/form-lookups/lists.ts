/**
 * The form lookups that answer from the customer profiles and the track catalogue (spec 000
 * sections 3.9, 7.2 and 9): customers, lines, directions, grinders, stones, profiles and a line's
 * chain bounds. The route's site scope has already confined `site` to the caller's sites.
 */
import { CUSTOMERS, customerProfile, isCustomerId, type ChainBounds, type FormCustomer } from '@grindline/domain';
import type { Caller } from '../../lib/create-handler';
import { BadRequestError } from '../../lib/errors';
import { customerCatalogue } from '../../reference/catalogue';
import type { CatalogueLine } from '../../reference/catalogue-types';

const bad = (path: string, message: string): never => {
  throw new BadRequestError(message, [{ path, message }]);
};

/** The profile of `site`, or a 400 naming `site` when it is no customer of the entry forms. */
function profileOf(site: string) {
  if (!isCustomerId(site)) return bad('site', `site ${site} is not a customer; expected one of ${CUSTOMERS.join(', ')}`);
  return customerProfile(site);
}

/** The catalogue line `line` of `site`, or a 400 naming `line`. */
function lineOf(site: string, line: string): CatalogueLine {
  profileOf(site);
  const found = customerCatalogue(site)?.lines.find((l) => l.name === line);
  if (!found) return bad('line', `Line ${line} is not a line of ${site}`);
  return found;
}

/** 400 naming `site` unless it is a customer of the entry forms. */
export function assertFormSite(site: string): void {
  profileOf(site);
}

/** 400 naming `line` (or `site`) unless `line` is a line of customer `site`. */
export function assertFormLine(site: string, line: string): void {
  lineOf(site, line);
}

/** 400 naming `grinderType` unless the customer's forms offer it. */
export function assertFormGrinder(site: string, grinderType: string): void {
  const offered = profileOf(site).grinderTypes;
  if (!offered.includes(grinderType)) bad('grinderType', `Grinder type ${grinderType} does not work for ${site}; expected one of ${offered.join(', ')}`);
}

/** The customers the caller may file for, in the spec's order, each with the form it files. */
export function formCustomers(caller: Caller): FormCustomer[] {
  return CUSTOMERS.filter((c) => caller.access.sites.includes(c)).map((id) => {
    const p = customerProfile(id);
    return { id, variant: p.variant, referenceLabel: p.referenceLabel, lengthUnit: p.lengthUnit };
  });
}

/** The lines of a customer (getlinenames), in the profile's order. */
export function formLines(site: string): string[] {
  profileOf(site);
  return (customerCatalogue(site)?.lines ?? []).map((l) => l.name);
}

/** The direction codes of a line (getdirections), each with its track id. */
export function formDirections(site: string, line: string): { direction: string; trackId: string }[] {
  return lineOf(site, line).directions.map((d) => ({ direction: d.direction, trackId: d.trackId }));
}

/** The grinder types a customer's forms offer. */
export function formGrinders(site: string): string[] {
  return [...profileOf(site).grinderTypes];
}

/** The stone types a customer's forms offer. */
export function formStones(site: string): string[] {
  return [...profileOf(site).stoneTypes];
}

/** The rail profile templates of a customer. */
export function formProfiles(site: string): string[] {
  return [...profileOf(site).profiles];
}

/**
 * A line's chain bounds (maxminchain): database chain from the catalogue, and the same bounds in
 * the units the form enters (database chain divided by the customer's database multiplier), so
 * 'entered chain is out of bounds' is checked as entered x multiplier within [min, max].
 */
export function formChainBounds(site: string, line: string): ChainBounds {
  const l = lineOf(site, line);
  const { dbMultiplier } = profileOf(site);
  const lo = Math.min(l.minChain, l.maxChain);
  const hi = Math.max(l.minChain, l.maxChain);
  return { line, dbMultiplier, minChain: lo, maxChain: hi, minEntered: lo / dbMultiplier, maxEntered: hi / dbMultiplier };
}
