import { countOf, lineLabel, siteLengthSymbol } from '@grindline/domain';
import { ReportMailStatus } from '../../../components/reports/report-mail-status';
import { Button } from '@grindline/ui/button';
import { Notice } from '@grindline/ui/notice';
import type { SubmitStandardReportResponse } from '../api/submit-standard-report';

/** 'Thanks' (spec 000 section 2.2): what the server did, the report stored and its mails. */
export function StandardThanks({ result, onFileAnother }: { result: SubmitStandardReportResponse; onFileAnother: () => void }) {
  const { report } = result;
  const unit = siteLengthSymbol(report.site);
  return (
    <div className="gl-rep-submitted">
      <Notice tone="success">
        <h2 className="gl-ui-subtitle">Thanks</h2>
        <p>
          Report stored: shift id <span className="gl-rep-shift-id">{result.shiftId}</span> ({report.site} {lineLabel(report.site, report.line)}, {report.date},{' '}
          {countOf(report.ranges.length, 'grind entry', 'grind entries')}, {report.feetComp} {unit} complete and {report.feetIncomp} {unit} incomplete).
        </p>
      </Notice>
      <ReportMailStatus shiftId={result.shiftId} />
      <div className="gl-ui-actions">
        <Button onClick={onFileAnother}>File another report</Button>
      </div>
    </div>
  );
}
