import { PdfLinkButton } from '../../../components/ui/pdf-link-button';
import { useCreateNyctPdf } from '../api/create-nyct-pdf';

export interface PdfButtonProps {
  week: string;
}

const LABELS = { start: 'Generate PDF', pending: 'Generating report', ready: () => 'Download report' };

/** 'Generate PDF' of the NYCT Report tab, then 'Download report' (spec 002 section 2). */
export function PdfButton({ week }: PdfButtonProps) {
  const pdf = useCreateNyctPdf();
  return <PdfLinkButton pdf={pdf} onStart={() => pdf.mutate(week)} labels={LABELS} className="gl-nyct-pdf" />;
}
