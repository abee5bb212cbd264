import { Field, Options } from '@grindline/ui/field';

export interface SiteSelectProps {
  sites: readonly string[];
  value: string;
  onChange: (site: string) => void;
}

/** The site whose catalogue is shown, for users who may see several sites. */
export function SiteSelect({ sites, value, onChange }: SiteSelectProps) {
  return (
    <Field id="gl-maps-site" label="Site">
      <select id="gl-maps-site" value={value} onChange={(e) => onChange(e.target.value)}>
        <Options values={sites} />
      </select>
    </Field>
  );
}
