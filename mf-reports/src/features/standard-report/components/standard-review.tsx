import { completeLabel, customerProfile, lineLabel, MAP_LOADING_TEXT } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { SubmitButton } from '../../../lib/form-kit/submit-button';
import { photosOf, ReviewPhotos } from '../../../lib/form-kit/photos/review-photos';
import { SubmitStatus } from '../../../lib/form-kit/submit-status';
import type { UseSubmitReportReturn } from '../../../lib/form-kit/use-submit-report';
import { useMapImage } from '@grindline/ui/map-image';
import type { SubmitStandardReportResponse } from '../api/submit-standard-report';
import type { StandardRequestBody } from '../utils/form-values';
import { conflictRows, grindRows, mapBody, needsMap, shiftRows } from '../utils/review-view';
import { LabelledRows } from '@grindline/ui/data-table';

/** Spec 000 section 2.2: the note while the report and its mails are being filed. */
export const ADDING_GRIND_DATA = 'Adding grind data ... Please wait ...';

export interface StandardReviewProps {
  body: StandardRequestBody;
  submission: UseSubmitReportReturn<StandardRequestBody, SubmitStandardReportResponse>;
  onBack: () => void;
  /** Throws away the user's report after a conflict (outbox entry and draft). */
  onDiscard?: () => void;
}

/**
 * 'SHOW DATA' (spec 000 sections 2.2 and 4): the map, the data table and the grind table, then
 * submit, shown once the map has loaded or when the shift is not Regular.
 */
export function StandardReview({ body, submission, onBack, onDiscard }: StandardReviewProps) {
  const withMap = needsMap(body);
  const map = useMapImage(mapBody(body));
  const rows = grindRows(body);
  const profile = customerProfile(body.site);
  const mapReady = !withMap || !map.isPending || !navigator.onLine;
  return (
    <section aria-labelledby="gl-rep-std-review">
      <h2 id="gl-rep-std-review" className="gl-ui-subtitle">
        SHOW DATA
      </h2>
      {withMap ? (
        map.isPending ? (
          <p className="gl-rep-map gl-rep-map--pending" role="status">
            {MAP_LOADING_TEXT}
          </p>
        ) : map.isError ? (
          <p className="gl-rep-map gl-rep-map--missing" role="status">
            {errorMessage(map.error)}
          </p>
        ) : (
          <img className="gl-rep-map" src={map.data.src} width={800} height={560} alt={`Map of the ranges ground on ${body.site} ${lineLabel(body.site, body.line)} on ${body.date}`} />
        )
      ) : null}
      <div className="gl-ui-table-wrap">
        <table className="gl-ui-table">
          <caption>Shift data</caption>
          <LabelledRows rows={shiftRows(body)} />
        </table>
      </div>
      {rows.length > 0 ? (
        <div className="gl-ui-table-wrap">
          <table className="gl-ui-table">
            <caption>Grind data</caption>
            <thead>
              <tr>
                <th scope="col">{profile.referenceLabel} From</th>
                <th scope="col">{profile.referenceLabel} To</th>
                <th scope="col">Length ({profile.lengthUnit})</th>
                <th scope="col">Direction</th>
                <th scope="col">Number</th>
                <th scope="col">Profiles L/R</th>
                <th scope="col">Passes L/R</th>
                <th scope="col">Complete</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <td>{r.from}</td>
                  <td>{r.to}</td>
                  <td>{r.length}</td>
                  <td>{r.direction}</td>
                  <td>{r.number}</td>
                  <td>{r.profiles}</td>
                  <td>{r.passes}</td>
                  <td>{completeLabel(r.complete)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ReviewPhotos photos={photosOf(body)} uploading={submission.state === 'submitting'} />
      <SubmitStatus state={submission.state} error={submission.error} conflict={submission.conflict} compare={conflictRows} submittingText={ADDING_GRIND_DATA} onEdit={onBack} onDiscard={onDiscard} />
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack} disabled={submission.state === 'submitting'}>
          Back to Edit
        </Button>
        {mapReady && submission.state !== 'queued' && submission.state !== 'conflict' ? (
          <SubmitButton state={submission.state} busyLabel="Please wait..." onClick={() => void submission.submit(body)}>
            Submit
          </SubmitButton>
        ) : null}
      </div>
    </section>
  );
}
