import { useEffect } from 'react';
import type { MonthlyInput } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { useCreateMonthlyPdf } from '../api/create-monthly-pdf';

/** How long before the link expires the button goes back to 'Download PDF', ms. */
const EXPIRY_MARGIN_MS = 15_000;

/**
 * 'Download PDF' asks the PDF function for the report on screen; while it prints the button
 * reads 'Generating PDF' and is disabled; then the file is opened through the link it got
 * ('Save PDF' stays as a link to the same file). The screen keys it by its input, so another
 * input starts again; shortly before the link expires it offers 'Download PDF' again.
 */
export function MonthlyPdfButton({ input }: { input: MonthlyInput }) {
  const pdf = useCreateMonthlyPdf();
  const { data, reset } = pdf;
  useEffect(() => {
    if (!data) return undefined;
    const timer = setTimeout(reset, Math.max(0, data.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS));
    return () => clearTimeout(timer);
  }, [data, reset]);
  if (data) {
    return (
      <a className="gl-ui-button gl-ui-button--primary" href={data.url} download={data.fileName}>
        Save PDF: {data.fileName}
      </a>
    );
  }
  return (
    <div className="gl-report-pdf">
      <button type="button" className="gl-ui-button gl-ui-button--primary" disabled={pdf.isPending} onClick={() => pdf.mutate(input)}>
        {pdf.isPending ? 'Generating PDF' : 'Download PDF'}
      </button>
      {pdf.isError ? (
        <p className="gl-ui-error" role="alert">
          The PDF could not be made: {errorMessage(pdf.error)}
        </p>
      ) : null}
    </div>
  );
}
