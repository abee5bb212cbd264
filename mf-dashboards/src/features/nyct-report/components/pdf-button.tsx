import { useEffect } from 'react';
import { errorMessage } from 'shell/kit';
import { useCreateNyctPdf } from '../api/create-nyct-pdf';

export interface PdfButtonProps {
  week: string;
}

/** How long before the link expires the button goes back to 'Generate PDF', ms. */
const EXPIRY_MARGIN_MS = 15_000;

/**
 * 'Generate PDF' asks the PDF function for the week's report; while it prints the button reads
 * 'Generating report' and is disabled; then it becomes the 'Download report' link (spec 002
 * section 2). The tab keys it by week, so choosing another week starts again. The link is
 * short-lived: shortly before it expires the button offers 'Generate PDF' again (the server then
 * answers at once with the stored file).
 */
export function PdfButton({ week }: PdfButtonProps) {
  const pdf = useCreateNyctPdf();
  const { data, reset } = pdf;
  useEffect(() => {
    if (!data) return undefined;
    const timer = setTimeout(reset, Math.max(0, data.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS));
    return () => clearTimeout(timer);
  }, [data, reset]);
  if (pdf.data) {
    return (
      <a className="gl-ui-button gl-ui-button--primary" href={pdf.data.url} download={pdf.data.fileName}>
        Download report
      </a>
    );
  }
  return (
    <div className="gl-nyct-pdf">
      <button type="button" className="gl-ui-button gl-ui-button--primary" disabled={pdf.isPending} onClick={() => pdf.mutate(week)}>
        {pdf.isPending ? 'Generating report' : 'Generate PDF'}
      </button>
      {pdf.isError ? (
        <p className="gl-ui-error" role="alert">
          The PDF could not be made: {errorMessage(pdf.error)}
        </p>
      ) : null}
    </div>
  );
}
