import { FormProvider, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from 'shell/kit';
import { errorId, Field, Options } from '@grindline/ui/field';
import { Notice } from '@grindline/ui/notice';
import { useImportTrack } from '../api/import-track';
import type { SiteTracks } from '@grindline/domain';
import { formatPointCount } from '../utils/catalogue-table';
import { defaultValues, directionsOf, fieldIssues, importFormResolver, toRequest, unitOptions, type ImportFormValues } from '../utils/import-form';
import { formatChainRange, formatDbChain, type ReferenceUnits } from '../utils/reference-units';
import { GeojsonField } from './geojson-field';
import './tracks.css';

export interface ImportTrackFormProps {
  catalogue: SiteTracks;
  units: ReferenceUnits;
}

/**
 * Imports the GeoJSON of one track of the site shown (super and adminMgmt; the server checks
 * too). Obvious mistakes are caught here; the server's 400 message is shown and the form kept.
 */
export function ImportTrackForm({ catalogue, units }: ImportTrackFormProps) {
  const form = useForm<ImportFormValues>({ defaultValues: defaultValues(catalogue), resolver: importFormResolver });
  const { register, handleSubmit, setValue, setError, watch, formState } = form;
  const mutation = useImportTrack();
  const lineName = watch('line');
  const line = catalogue.lines.find((l) => l.name === lineName);
  const errors = formState.errors;

  const submit = (values: ImportFormValues) =>
    mutation.mutate(toRequest(values, catalogue.site), {
      onError: (error) => {
        if (error instanceof ApiError) fieldIssues(error.issues).forEach(({ field, message }) => setError(field, { message }));
      },
    });

  const input = (name: 'chainStart' | 'chainEnd', label: string) => (
    <Field id={`gl-maps-${name}`} label={label} error={errors[name]?.message}>
      <input
        id={`gl-maps-${name}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId(`gl-maps-${name}`) : undefined}
        {...register(name)}
      />
    </Field>
  );
  const issues = mutation.error instanceof ApiError ? (mutation.error.issues ?? []).filter((i) => i.message !== mutation.error?.message) : [];

  return (
    <section className="gl-maps-import" aria-labelledby="gl-maps-import-title">
      <h2 id="gl-maps-import-title">Import a track</h2>
      <p>
        Customer: <strong>{catalogue.site}</strong>. The LineString must run in increasing chain; the chain points are spread
        along it at {catalogue.site}'s resolution and replace what was imported for the track before.
      </p>
      <FormProvider {...form}>
        <form noValidate onSubmit={handleSubmit(submit, () => mutation.reset())}>
          <div className="gl-maps-form-row">
            <Field id="gl-maps-line" label="Line" error={errors.line?.message}>
              <select
                id="gl-maps-line"
                {...register('line', { onChange: (e) => setValue('direction', directionsOf(catalogue, e.target.value)[0] ?? '') })}
              >
                {catalogue.lines.map((l) => (
                  <option key={l.name} value={l.name}>
                    {l.division ? `${l.name} (${l.division})` : l.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="gl-maps-direction" label="Direction" error={errors.direction?.message}>
              <select id="gl-maps-direction" {...register('direction')}>
                {(line?.directions ?? []).map((d) => (
                  <option key={d.direction} value={d.direction}>
                    {d.direction} ({d.trackId})
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <fieldset className="gl-maps-fieldset">
            <legend>Chain at the start and the end of the LineString</legend>
            {line ? (
              <p className="gl-ui-hint">
                Line {line.name}: {formatChainRange(line.minChain, line.maxChain, units)} (database chain {formatDbChain(line.minChain)} –{' '}
                {formatDbChain(line.maxChain)}).
              </p>
            ) : null}
            <div className="gl-maps-form-row">
              {input('chainStart', 'Chain start')}
              {input('chainEnd', 'Chain end')}
              <Field id="gl-maps-unit" label="Unit" error={errors.unit?.message}>
                <select id="gl-maps-unit" {...register('unit')}>
                  <Options values={unitOptions(catalogue.referenceLabel)} />
                </select>
              </Field>
            </div>
          </fieldset>
          <GeojsonField />
          <button type="submit" className="gl-ui-button gl-ui-button--primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Importing ...' : 'Import track'}
          </button>
        </form>
      </FormProvider>
      {mutation.isSuccess ? (
        <Notice tone="success">
          <p>
            Imported {mutation.data.trackId}: {formatPointCount(mutation.data.pointCount)}
          </p>
        </Notice>
      ) : null}
      {mutation.isError ? (
        <Notice tone="error">
          <p>The track was not imported: {errorMessage(mutation.error)}</p>
          {issues.length > 0 ? (
            <ul>
              {issues.map((i) => (
                <li key={`${i.path}-${i.message}`}>
                  {i.path}: {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
    </section>
  );
}
