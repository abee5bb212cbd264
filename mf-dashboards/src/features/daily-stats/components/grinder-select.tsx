import { Field, Options } from '@grindline/ui/field';
import { useGrinders } from '../api/get-grinders';

export interface GrinderSelectProps {
  site: string;
  value: string;
  onChange: (grinder: string) => void;
}

/** Grinder filter: 'All grinders' and the grinders that reported at the site. */
export function GrinderSelect({ site, value, onChange }: GrinderSelectProps) {
  const grinders = useGrinders(site);
  return (
    <Field id="gl-dash-grinder" label="Grinder">
      <select id="gl-dash-grinder" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All grinders</option>
        <Options values={grinders.data ?? []} />
      </select>
      {grinders.isError ? <p className="gl-ui-hint">Could not load the grinder list.</p> : null}
    </Field>
  );
}
