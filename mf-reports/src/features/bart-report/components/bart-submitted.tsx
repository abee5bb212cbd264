import { Link, useLocation } from 'react-router-dom';
import { Notice } from '@grindline/ui/notice';
import { BartMailStatus } from './bart-mail-status';
import './bart-report.css';

export interface BartSubmittedProps {
  shiftId: string;
  onFileAnother: () => void;
}

/** 'Form Submitted' (spec 000 section 2.4 and 4) with the stored shift id and what its mails became. */
export function BartSubmitted({ shiftId, onFileAnother }: BartSubmittedProps) {
  const location = useLocation();
  return (
    <div className="gl-rep-submitted">
      <Notice tone="success">
        <h2 className="gl-ui-subtitle">Form Submitted</h2>
        <p>
          Shift id: <span className="gl-rep-shift-id">{shiftId}</span>
        </p>
      </Notice>
      <BartMailStatus shiftId={shiftId} />
      <div className="gl-ui-actions">
        {/* Same page, fresh form: the click resets the form; the link keeps ?form= for choosers. */}
        <Link className="gl-ui-button gl-ui-button--primary" to={{ pathname: location.pathname, search: location.search }} onClick={onFileAnother}>
          File another report
        </Link>
        <Link className="gl-ui-button gl-ui-button--secondary" to="/grind-reports/view">
          View reports
        </Link>
      </div>
    </div>
  );
}
