/**
 * /maps/{site}/measurements (super, adminMgmt): imports a measurement file into one layer and
 * date of the site's map. The documented columns are listed; a refused file shows the row and
 * column of every problem, and nothing is stored.
 */
import { countOf, MEASUREMENT_COLUMNS, MAP_TAB_LABELS } from '@grindline/domain';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from 'shell/kit';
import { Field } from '@grindline/ui/field';
import { FileDrop } from '@grindline/ui/file-drop';
import { Notice } from '@grindline/ui/notice';
import { readFileText } from '../../../lib/read-file-text';
import { useImportMeasurements } from '../api/import-measurements';
import { defaultValues, importFormResolver, layersOf, toRequest, type ImportFormValues } from '../utils/import-form';

/** The files an import takes: CSV, or GeoJSON (also as .json). */
const MEASUREMENT_FILE_TYPES = { 'text/csv': ['.csv'], 'application/geo+json': ['.geojson'], 'application/json': ['.json', '.geojson'] };

export function MeasurementImport({ site }: { site: string }) {
  const layers = layersOf(site);
  const form = useForm<ImportFormValues>({ defaultValues: defaultValues(site), resolver: importFormResolver });
  const { register, handleSubmit, setValue, setError, watch, formState } = form;
  const mutation = useImportMeasurements();
  const layer = watch('layer');
  const fileName = watch('fileName');
  const errors = formState.errors;
  if (layers.length === 0) {
    return (
      <section className="gl-ui-page">
        <h1 className="gl-ui-title">{site} measurements</h1>
        <Notice tone="info">
          <p>{site} has no measurement layers. Noise and acceleration belong to SKYTRAIN; system overview, TCI and test sites to BART.</p>
        </Notice>
      </section>
    );
  }
  const issues = mutation.error instanceof ApiError ? (mutation.error.issues ?? []) : [];
  return (
    <section className="gl-ui-page">
      <h1 className="gl-ui-title">{site} measurements</h1>
      <p>
        Import a CSV (or a GeoJSON FeatureCollection whose features carry the same properties and their own lines). Every row is
        checked; a good file replaces that layer's data for its date. <Link to={`/maps/${encodeURIComponent(site)}`}>Back to the map</Link>
      </p>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(toRequest(values, site)))}>
        <Field id="gl-measure-layer" label="Layer" error={errors.layer?.message}>
          <select id="gl-measure-layer" {...register('layer')}>
            {layers.map((l) => (
              <option key={l} value={l}>
                {MAP_TAB_LABELS[l]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="gl-measure-date" label="Measurement date" error={errors.date?.message}>
          <input id="gl-measure-date" type="date" max="2100-12-31" aria-invalid={errors.date ? true : undefined} {...register('date')} />
        </Field>
        <FileDrop
          id="gl-measure-file"
          label="File (.csv, .geojson)"
          prompt="Drag and drop or click here to choose the measurement file"
          accept={MEASUREMENT_FILE_TYPES}
          error={errors.fileName?.message}
          hint={fileName ? `Chosen: ${fileName}` : undefined}
          onFiles={async ([file], rejected) => {
            if (!file) {
              const name = rejected[0]?.file.name;
              if (name) setError('fileName', { message: `${name} is not a .csv or .geojson file` });
              return;
            }
            setValue('fileName', file.name, { shouldValidate: formState.isSubmitted });
            setValue('content', await readFileText(file));
          }}
        />
        <p className="gl-ui-hint">Columns: {MEASUREMENT_COLUMNS[layer].map((c) => (c.required ? c.name : `${c.name} (optional)`)).join(', ')}</p>
        <button type="submit" className="gl-ui-button gl-ui-button--primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Importing…' : 'Import'}
        </button>
      </form>
      {mutation.isSuccess && (
        <Notice tone="success">
          <p>{`Imported ${countOf(mutation.data.rows, 'row')} into ${MAP_TAB_LABELS[mutation.data.layer as typeof layer]} for ${mutation.data.date}.`}</p>
        </Notice>
      )}
      {mutation.isError && (
        <Notice tone="error">
          <p>{errorMessage(mutation.error)}</p>
          {issues.length > 1 && (
            <ul>
              {issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>{i.message}</li>
              ))}
            </ul>
          )}
        </Notice>
      )}
    </section>
  );
}
