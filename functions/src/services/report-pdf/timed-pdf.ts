/**
 * Every printed PDF (the weekly NYCT report, the Report Generator's monthly report) records how
 * long it took (PdfDurationMs) or that it failed (PdfFailures): the PDF alarms watch these.
 */
import { METRIC_NAMES } from '../../lib/metric-names';
import { addMetric, logger, MetricUnit } from '../../lib/observability';

/**
 * Runs `print`, publishing its duration, or a failure before rethrowing (the handler's error
 * mapping logs the error once, with the route). `message` and `fields` make the success log line.
 */
export async function timedPdf(message: string, fields: Record<string, unknown>, print: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const started = performance.now();
  try {
    const body = await print();
    const ms = Math.round(performance.now() - started);
    addMetric(METRIC_NAMES.pdfDurationMs, ms, MetricUnit.Milliseconds);
    logger.info(message, { ...fields, ms, bytes: body.length });
    return body;
  } catch (error) {
    addMetric(METRIC_NAMES.pdfFailures);
    throw error;
  }
}
