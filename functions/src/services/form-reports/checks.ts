/**
 * Checks shared by the second flow and the generic form (issue 10): what the schema cannot see,
 * the customer's own lists and lines. Each failure is a 400 naming the field.
 */
import { chainInBounds, customerProfile, fromDbChain } from '@grindline/domain';
import { BadRequestError } from '../../lib/errors';
import { customerCatalogue } from '../../reference/catalogue';
import type { CatalogueLine } from '../../reference/catalogue-types';
import { STANDARD_SITES } from '../standard-reports';

const bad = (path: string, message: string): never => {
  throw new BadRequestError(message, [{ path, message }]);
};

/** The catalogue line of a standard customer; 400 on `customerPath` or 'line' otherwise. */
export function standardLine(customerPath: string, customer: string, line: string): CatalogueLine {
  if (!STANDARD_SITES.includes(customer)) bad(customerPath, `${customer} reports are not filed on this form; expected one of ${STANDARD_SITES.join(', ')}`);
  const found = customerCatalogue(customer)?.lines.find((l) => l.name === line);
  if (!found) return bad('line', `Line ${line} is not a line of ${customer}`);
  return found;
}

/** 400 naming `path` unless `value` is one of the customer's `what` options ('' is allowed when `optional`). */
export function offered(path: string, value: string, options: readonly string[], what: string, customer: string, optional = false): void {
  if (optional && value === '') return;
  if (!options.includes(value)) bad(path, `${what} ${value || '(blank)'} is not offered for ${customer}; expected one of ${options.join(', ')}`);
}

/** 400 naming the row's direction unless it is a direction of the line. */
export function lineDirection(path: string, line: CatalogueLine, direction: string): void {
  const directions = line.directions.map((d) => d.direction);
  if (!directions.includes(direction)) bad(path, `Direction ${direction} is not a direction of ${line.name}; expected one of ${directions.join(', ')}`);
}

/** The grinder of a customer; 400 naming `grinderType` otherwise. */
export function customerGrinder(customer: string, grinderType: string): void {
  offered('grinderType', grinderType, customerProfile(customer).grinderTypes, 'Grinder type', customer);
}

/**
 * 400 naming the row's `segmentFrom` or `segmentTo` unless both ends lie on the line's catalogue
 * chain range (spec 000 section 5.2): a segment off the track could never be drawn on the map.
 */
export function segmentOnLine(path: string, customer: string, line: CatalogueLine, grind: { segmentFrom: number; segmentTo: number }): void {
  const bounds = { min: line.minChain, max: line.maxChain };
  const [lo, hi] = [fromDbChain(customer, Math.min(bounds.min, bounds.max)), fromDbChain(customer, Math.max(bounds.min, bounds.max))];
  for (const key of ['segmentFrom', 'segmentTo'] as const) {
    if (!chainInBounds(customer, grind[key], bounds)) {
      bad(`${path}.${key}`, `${key === 'segmentFrom' ? 'Segment From' : 'Segment To'} ${grind[key]}: entered chain is out of bounds (${line.name} runs from ${lo} to ${hi})`);
    }
  }
}
