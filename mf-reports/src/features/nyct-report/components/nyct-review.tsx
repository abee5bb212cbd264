import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { completeLabel, lineLabel, missingFieldsMessage, stationLabel } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import { EMPTY_VALUE, reviewValue } from '../../../lib/form-kit/review-value';
import { SubmitButton } from '../../../lib/form-kit/submit-button';
import type { SubmitState } from '../../../lib/form-kit/use-submit-report';
import { countErrors, limitLength, type NyctFormValues } from '../utils/form-values';

const show = reviewValue;
/** A station as typed (station box, feet box) written as the map and the cards write it: '310 + 04'. */
const station = (chain: string, feet: string) => (chain.trim() === '' || !Number.isFinite(Number(chain)) ? EMPTY_VALUE : stationLabel(Number(chain) * 100 + (Number(feet) || 0)));

/**
 * 'Review Details' (spec 000 section 2.8): what will be sent, Go Back and Submit; Submit stays
 * disabled with 'N fields are missing. ...' while any field is in error.
 */
export function NyctReview({ state, onBack, onSubmit, photos }: { state: SubmitState; onBack(): void; onSubmit(): void; photos?: ReactNode }) {
  const { getValues, formState } = useFormContext<NyctFormValues>();
  const v = getValues();
  const missing = countErrors(formState.errors);
  const rows: Array<[string, string]> = [
    ['Date', v.date], ['Grinder Type', v.grinderType], ['Supervisor', `${v.superName} (${v.superType})`], ['Pass Number', v.passNum],
    ['Division / Line', v.line ? `${v.div} / ${lineLabel('NYCT', v.line)}` : show(v.div)], ['Departure', `${v.departYard} ${v.departTime}, fuel ${v.departFuel}, water ${v.departWater}`],
    ['Arrival', `${v.arrivalYard} ${v.arrivalTime}, fuel ${v.arrivalFuel}, water ${v.arrivalWater}`],
    ['GO', `${v.goNum} (${v.goPriority}) ${v.goStartTime}-${v.goEndTime}, entry ${v.goEntryTime}, depart ${v.goDepartTime}`],
    ['Spark Minutes', v.sparkMin], ['Pass Distance (feet)', v.passDistance],
    ['Delays (min)', `machine ${show(v.machineDelay)}, FM ${show(v.fmDelay)}, train ${show(v.trainDelay)}, customer ${show(v.customerDelay)}`],
  ];
  return (
    <section aria-labelledby="gl-rep-nyct-review">
      <h2 id="gl-rep-nyct-review">Review Details</h2>
      <dl className="gl-rep-review">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{show(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="gl-ui-table-wrap">
        <table className="gl-ui-table">
          <caption>Grind limits</caption>
          <thead>
            <tr>
              {['#', 'Track', 'From (Station)', 'To (Station)', 'Length (ft)', 'Passes L/R', 'Status', 'Defects removed'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {v.grindLimits.map((g, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                <td>{show(g.trackId)}</td>
                <td>{station(g.segmentFrom, g.segmentFromFeet)}</td>
                <td>{station(g.segmentTo, g.segmentToFeet)}</td>
                <td>{show(limitLength(g))}</td>
                <td>{`${show(g.passesLeft)}/${show(g.passesRight)}`}</td>
                <td>{g.completed === 'complete' || g.completed === 'incomplete' ? completeLabel(g.completed) : EMPTY_VALUE}</td>
                <td>{g.defects.map((d) => `${d.numRemoved} ${d.type} ${d.priority}`).join('; ') || EMPTY_VALUE}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {missing > 0 ? (
        <Notice tone="error">
          <p>{missingFieldsMessage(missing)}</p>
        </Notice>
      ) : null}
      {photos}
      <div className="gl-ui-actions">
        <Button variant="secondary" onClick={onBack}>
          Go Back
        </Button>
        {missing > 0 ? (
          <Button disabled aria-disabled>
            Submit
          </Button>
        ) : (
          <SubmitButton state={state} onClick={onSubmit} busyLabel="Submitting ... Please wait ...">
            Submit
          </SubmitButton>
        )}
      </div>
    </section>
  );
}
