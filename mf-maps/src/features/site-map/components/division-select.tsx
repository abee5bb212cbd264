import type { SiteMapSettings } from '@grindline/domain';

/** NYCT division select (IRT, IND, BMT; default IRT). Nothing on other sites. */
export function DivisionSelect({ id, settings, value, onChange }: { id: string; settings: SiteMapSettings; value: string; onChange(division: string): void }) {
  if (settings.divisions.length === 0) return null;
  return (
    <div className="gl-ui-field">
      <label htmlFor={`${id}-division`}>Division</label>
      <select id={`${id}-division`} value={value} onChange={(e) => onChange(e.target.value)}>
        {settings.divisions.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
    </div>
  );
}
