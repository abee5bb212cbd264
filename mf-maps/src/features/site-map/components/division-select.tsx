import type { SiteMapSettings } from '@grindline/domain';
import { Options } from '@grindline/ui/field';

/** NYCT division select (IRT, IND, BMT; default IRT). Nothing on other sites. */
export function DivisionSelect({ id, settings, value, onChange }: { id: string; settings: SiteMapSettings; value: string; onChange(division: string): void }) {
  if (settings.divisions.length === 0) return null;
  return (
    <div className="gl-ui-field">
      <label htmlFor={`${id}-division`}>Division</label>
      <select id={`${id}-division`} value={value} onChange={(e) => onChange(e.target.value)}>
        <Options values={settings.divisions} />
      </select>
    </div>
  );
}
