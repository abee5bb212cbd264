import { useFormContext } from 'react-hook-form';
import { errorId, Field } from '@grindline/ui/field';
import { FileDrop } from '@grindline/ui/file-drop';
import { readFileText } from '../../../lib/read-file-text';
import type { ImportFormValues } from '../utils/import-form';

const kilobytes = (text: string) => `${(new Blob([text]).size / 1024).toFixed(1)} KB`;

/**
 * The GeoJSON of the import: a file read in the browser as text, or pasted text. Reading a file
 * puts its text in the box, so what is sent is what is seen.
 */
export function GeojsonField() {
  const { register, setValue, setError, watch, formState, trigger } = useFormContext<ImportFormValues>();
  const fileName = watch('fileName');
  const geojson = watch('geojson');
  const error = formState.errors.geojson?.message;

  const readFile = async (file: File | undefined) => {
    let text = '';
    try {
      text = file ? await readFileText(file) : '';
    } catch {
      setError('geojson', { message: `The file ${file?.name} could not be read` });
      return;
    }
    setValue('fileName', file?.name ?? '');
    setValue('geojson', text, { shouldDirty: true });
    if (formState.isSubmitted) void trigger('geojson');
  };

  return (
    <>
      <FileDrop
        id="gl-maps-geojson-file"
        label="GeoJSON file"
        prompt="Drag and drop or click here to choose the GeoJSON file"
        accept={{ 'application/geo+json': ['.geojson'], 'application/json': ['.json', '.geojson'] }}
        hint="A LineString, a Feature holding one, or a FeatureCollection with exactly one."
        onFiles={([file], rejected) => {
          if (file) void readFile(file);
          else if (rejected[0]) setError('geojson', { message: `${rejected[0].file.name} is not a .geojson or .json file` });
        }}
      />
      <Field
        id="gl-maps-geojson"
        label="GeoJSON text (read from the file, or paste it here)"
        error={error}
        hint={fileName ? `Read ${fileName} (${kilobytes(geojson)}).` : undefined}
      >
        <textarea
          id="gl-maps-geojson"
          rows={6}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId('gl-maps-geojson') : undefined}
          {...register('geojson', { onChange: () => setValue('fileName', '') })}
        />
      </Field>
    </>
  );
}
