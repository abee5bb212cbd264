import { useEffect } from 'react';
import { errorMessage } from 'shell/kit';

/** What a PDF route answers: a short-lived link to the stored file. */
export interface PdfLink {
  url: string;
  fileName: string;
  expiresInSeconds: number;
}

/** The part of a react-query mutation of a PDF route the button reads. */
export interface PdfMutation {
  data?: PdfLink;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
}

export interface PdfLinkButtonProps {
  pdf: PdfMutation;
  /** Asks the PDF function for the file (the mutation's `mutate` with the screen's input). */
  onStart: () => void;
  labels: { start: string; pending: string; ready: (fileName: string) => string };
  className: string;
}

/** How long before the link expires the button offers to start again, ms. */
const EXPIRY_MARGIN_MS = 15_000;

/**
 * The PDF buttons (the weekly NYCT report, the Report Generator): the start label asks the PDF
 * function for the file; while it prints the button shows the pending label and is disabled; then
 * it becomes the link to the file. The link is short-lived: shortly before it expires the button
 * offers to start again (the server then answers at once with the stored file). The screen keys
 * it by its input, so another input starts again.
 */
export function PdfLinkButton({ pdf, onStart, labels, className }: PdfLinkButtonProps) {
  const { data, reset } = pdf;
  useEffect(() => {
    if (!data) return undefined;
    const timer = setTimeout(reset, Math.max(0, data.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS));
    return () => clearTimeout(timer);
  }, [data, reset]);
  if (data) {
    return (
      <a className="gl-ui-button gl-ui-button--primary" href={data.url} download={data.fileName}>
        {labels.ready(data.fileName)}
      </a>
    );
  }
  return (
    <div className={className}>
      <button type="button" className="gl-ui-button gl-ui-button--primary" disabled={pdf.isPending} onClick={onStart}>
        {pdf.isPending ? labels.pending : labels.start}
      </button>
      {pdf.isError ? (
        <p className="gl-ui-error" role="alert">
          The PDF could not be made: {errorMessage(pdf.error)}
        </p>
      ) : null}
    </div>
  );
}
