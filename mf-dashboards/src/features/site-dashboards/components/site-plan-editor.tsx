import { useMemo } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { siteLengthSymbol, sitePlanDefaultValues, sitePlanFormSchema, sitePlanToRequest, type PlanCandidate, type SitePlan, type SitePlanFormValues } from '@grindline/domain';
import { Button } from '@grindline/ui/button';
import { errorId, Field } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { ApiError, errorMessage } from 'shell/kit';
import { useSiteTracks } from '../api/get-site-tracks';
import { usePutSitePlan } from '../api/put-site-plan';

export interface SitePlanEditorProps {
  site: string;
  plan: SitePlan | null;
  onClose: (saved: boolean) => void;
}

/**
 * The site plan screen (spec 001 section 2.7: 'Phases are data an administrator sets per site'):
 * the project goal and, for phase 1 and 2, its dates and the tracks it grinds with their lengths.
 * Loads the site's track catalogue, then the form.
 */
export function SitePlanEditor({ site, plan, onClose }: SitePlanEditorProps) {
  const tracks = useSiteTracks(site);
  if (tracks.isPending) return <p>Loading the tracks of {site}…</p>;
  if (tracks.isError) return <Notice tone="error"><p>{errorMessage(tracks.error)}</p></Notice>;
  return <PlanForm site={site} plan={plan} candidates={tracks.data} onClose={onClose} />;
}

function PlanForm({ site, plan, candidates, onClose }: SitePlanEditorProps & { candidates: PlanCandidate[] }) {
  const defaults = useMemo(() => sitePlanDefaultValues(plan, candidates), [plan, candidates]);
  const form = useForm<SitePlanFormValues>({ defaultValues: defaults, resolver: zodResolver(sitePlanFormSchema), shouldFocusError: true });
  const save = usePutSitePlan(site);
  const phases = useWatch({ control: form.control, name: 'phases' });
  const unit = siteLengthSymbol(site);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    await save.mutateAsync(sitePlanToRequest(values));
    onClose(true);
  });
  const serverIssues = save.error instanceof ApiError ? save.error.issues : undefined;
  return (
    <form className="gl-dash-plan" aria-label={`Site plan of ${site}`} noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
      <h2>Site plan of {site}</h2>
      <p className="gl-ui-hint">Which tracks and dates make phase 1 and phase 2 of the project, and its goal. Lengths in {unit === 'm' ? 'metres' : 'feet'}.</p>
      {save.isError ? (
        <Notice tone="error">
          <p>{errorMessage(save.error)}</p>
          {serverIssues?.length ? <ul>{serverIssues.map((i) => <li key={i.path + i.message}>{i.message}</li>)}</ul> : null}
        </Notice>
      ) : null}
      <Field id="gl-plan-goal" label={`Project goal (${unit})`} error={errors.goal?.message}>
        <input id="gl-plan-goal" inputMode="decimal" aria-invalid={errors.goal ? true : undefined} aria-describedby={errors.goal ? errorId('gl-plan-goal') : undefined} {...form.register('goal')} />
      </Field>
      {defaults.phases.map((p, i) => {
        const included = phases?.[i]?.included ?? p.included;
        const phaseErrors = errors.phases?.[i] as FieldErrors<SitePlanFormValues['phases'][number]> | undefined;
        const tracksError = (phaseErrors?.tracks as { message?: string; root?: { message?: string } } | undefined)?.message ?? (phaseErrors?.tracks as { root?: { message?: string } } | undefined)?.root?.message;
        return (
          <fieldset key={p.phase} className="gl-dash-plan-phase">
            <legend>Phase {p.phase}</legend>
            <label className="gl-dash-plan-include">
              <input type="checkbox" {...form.register(`phases.${i}.included`)} /> Phase {p.phase} is part of the plan
            </label>
            {included ? (
              <>
                <div className="gl-dash-plan-dates">
                  <Field id={`gl-plan-${p.phase}-start`} label={`Phase ${p.phase} start date`} error={phaseErrors?.startDate?.message}>
                    <input id={`gl-plan-${p.phase}-start`} type="date" aria-invalid={phaseErrors?.startDate ? true : undefined} {...form.register(`phases.${i}.startDate`)} />
                  </Field>
                  <Field id={`gl-plan-${p.phase}-end`} label={`Phase ${p.phase} end date`} error={phaseErrors?.endDate?.message}>
                    <input id={`gl-plan-${p.phase}-end`} type="date" aria-invalid={phaseErrors?.endDate ? true : undefined} {...form.register(`phases.${i}.endDate`)} />
                  </Field>
                </div>
                {tracksError ? <p className="gl-ui-error" role="alert">{tracksError}</p> : null}
                <table className="gl-dash-plan-tracks">
                  <caption>Tracks of phase {p.phase}</caption>
                  <thead>
                    <tr>
                      <th scope="col">In phase {p.phase}</th>
                      <th scope="col">Track</th>
                      <th scope="col">Line</th>
                      <th scope="col">Length ({unit})</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.tracks.map((t, j) => {
                      const lengthError = phaseErrors?.tracks?.[j]?.length?.message;
                      const id = `gl-plan-${p.phase}-${t.trackId}`;
                      return (
                        <tr key={t.trackId}>
                          <td>
                            <input id={`${id}-in`} type="checkbox" aria-label={`${t.trackId} in phase ${p.phase}`} {...form.register(`phases.${i}.tracks.${j}.selected`)} />
                          </td>
                          <td>
                            <label htmlFor={`${id}-in`}>{t.trackId}</label>
                          </td>
                          <td>{t.line}</td>
                          <td>
                            <input id={`${id}-length`} inputMode="decimal" aria-label={`Phase ${p.phase} length of ${t.trackId}`} aria-invalid={lengthError ? true : undefined} aria-describedby={lengthError ? errorId(`${id}-length`) : undefined} {...form.register(`phases.${i}.tracks.${j}.length`)} />
                            {lengthError ? <p className="gl-ui-error" id={errorId(`${id}-length`)} role="alert">{lengthError}</p> : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </>
            ) : null}
          </fieldset>
        );
      })}
      <div className="gl-dash-plan-actions">
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving…' : 'Save site plan'}</Button>
        <Button variant="secondary" onClick={() => onClose(false)}>Cancel</Button>
      </div>
    </form>
  );
}
