/**
 * Importing a track (POST /api/reference/tracks, docs/data.md): a GeoJSON LineString with the
 * chain at its start and end becomes the chain points of one catalogue track. Every check runs
 * before anything is written, so a bad file changes nothing.
 */
import { customerProfile, type ImportTrackRequest } from '@grindline/domain';
import type { Caller } from '../lib/create-handler';
import { BadRequestError } from '../lib/errors';
import { customerCatalogue } from './catalogue';
import { lineStringOf } from './geojson';
import { chainPointsAlong, pointResolution } from './linear-reference';
import { MAX_POINTS, writeTrack, type TrackSummary } from './track-store';

const fail = (path: string, message: string) => new BadRequestError(message, [{ path, message }]);

/**
 * Checks and stores one track whose body the contract parsed (importTrackSchema); answers the stored
 * header. Throws BadRequestError before any write.
 */
export async function importTrack(caller: Caller, req: ImportTrackRequest): Promise<TrackSummary> {
  const catalogue = customerCatalogue(req.customer);
  if (!catalogue) throw fail('customer', `Unknown customer "${req.customer}"`);
  const line = catalogue.lines.find((l) => l.name === req.line);
  if (!line) throw fail('line', `Customer ${req.customer} has no line "${req.line}"`);
  const direction = line.directions.find((d) => d.direction === req.direction);
  if (!direction) throw fail('direction', `Line ${req.line} has no direction "${req.direction}"; expected one of ${line.directions.map((d) => d.direction).join(', ')}`);
  const coordinates = lineStringOf(req.geojson);
  const factor = req.unit === 'reference' ? customerProfile(req.customer).dbMultiplier : 1;
  const chainStart = Number((req.chainStart * factor).toPrecision(12));
  const chainEnd = Number((req.chainEnd * factor).toPrecision(12));
  if (!(chainEnd > chainStart)) throw fail('chainEnd', 'chainEnd must be greater than chainStart (orient the line so that chain increases)');
  const fixed = customerProfile(req.customer).lines.find((l) => l.name === req.line);
  if (fixed?.minChain !== undefined && fixed.maxChain !== undefined && (chainStart < fixed.minChain || chainEnd > fixed.maxChain)) {
    throw fail('chainStart', `Chain ${chainStart} to ${chainEnd} is outside line ${req.line} (${fixed.minChain} to ${fixed.maxChain})`);
  }
  const { step, tenthChain } = pointResolution(req.customer);
  const expected = ((chainEnd - chainStart) * (tenthChain ? 10 : 1)) / step;
  if (expected > MAX_POINTS) throw fail('chainEnd', `Chain ${chainStart} to ${chainEnd} would give ${Math.floor(expected)} chain points; at most ${MAX_POINTS} are allowed`);
  const points = chainPointsAlong({ customer: req.customer, seedKey: req.line, coordinates, chainStart, chainEnd });
  if (points.length < 2) throw fail('chainEnd', `Chain ${chainStart} to ${chainEnd} holds ${points.length} chain point(s) at ${req.customer}'s resolution; a track needs at least 2`);
  return writeTrack({
    site: req.customer,
    line: req.line,
    direction: req.direction,
    trackId: direction.trackId,
    minChain: chainStart,
    maxChain: chainEnd,
    points,
    importedBy: caller.username,
  });
}
