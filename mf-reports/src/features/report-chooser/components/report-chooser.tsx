import { Link } from 'react-router-dom';
import '@grindline/ui/styles.css';
import './report-chooser.css';

export interface ReportFormOption {
  /** Value of the `form` search parameter that opens it. */
  id: string;
  label: string;
  description: string;
}

export interface ReportChooserProps {
  options: readonly ReportFormOption[];
}

/**
 * For users who may file for any site (super, adminMgmt): the report forms that exist in this
 * version, each a link to `?form=<id>` so a reload stays on the chosen form.
 */
export function ReportChooser({ options }: ReportChooserProps) {
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">New Grind Report</h1>
      <p>Choose the report form to fill in.</p>
      <ul className="gl-rep-chooser">
        {options.map((o) => (
          <li key={o.id}>
            <Link className="gl-rep-chooser-link" to={`?form=${encodeURIComponent(o.id)}`}>
              <strong>{o.label}</strong>
              <span>{o.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
