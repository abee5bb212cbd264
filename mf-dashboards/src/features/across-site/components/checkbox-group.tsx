import { toggled } from '@grindline/domain';

export interface CheckboxGroupProps {
  /** The group's name (the fieldset's legend). */
  legend: string;
  /** The 'all' box's label, e.g. 'All sites'. */
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: readonly string[];
  onChange: (checked: string[]) => void;
}

/** A group of checkboxes with an 'all' box that checks or clears the whole group (spec 001 section 2.11). */
export function CheckboxGroup({ legend, allLabel, options, checked, onChange }: CheckboxGroupProps) {
  const order = options.map((o) => o.value);
  const all = options.length > 0 && options.every((o) => checked.includes(o.value));
  return (
    <fieldset className="gl-dash-checks">
      <legend>{legend}</legend>
      <label className="gl-dash-checks-all">
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = !all && checked.length > 0;
          }}
          onChange={(e) => onChange(e.target.checked ? order : [])}
        />{' '}
        {allLabel}
      </label>
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" checked={checked.includes(o.value)} onChange={(e) => onChange(toggled(checked, o.value, e.target.checked, order))} /> {o.label}
        </label>
      ))}
    </fieldset>
  );
}
