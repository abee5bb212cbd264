import type { MonthlyInput } from '@grindline/domain';
import { PdfLinkButton } from '../../../components/ui/pdf-link-button';
import { useCreateMonthlyPdf } from '../api/create-monthly-pdf';

const LABELS = { start: 'Download PDF', pending: 'Generating PDF', ready: (fileName: string) => `Save PDF: ${fileName}` };

/** 'Download PDF' of the Report Generator: the monthly report of `input`, printed by the PDF function. */
export function MonthlyPdfButton({ input }: { input: MonthlyInput }) {
  const pdf = useCreateMonthlyPdf();
  return <PdfLinkButton pdf={pdf} onStart={() => pdf.mutate(input)} labels={LABELS} className="gl-report-pdf" />;
}
