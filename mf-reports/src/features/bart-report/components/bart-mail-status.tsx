import type { MailStatus } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { useReportMails } from '../api/get-report-mails';

const NAMES: Record<MailStatus['kind'], string> = {
  internal: 'Internal report',
  external: 'External report',
  skytrain: 'SkyTrain mail',
  nyct: 'NYCT mail',
};

function describe(mail: MailStatus): string {
  if (mail.status === 'sent') return `sent to ${mail.to.join(', ')}`;
  if (mail.status === 'skipped') return `not sent: ${mail.reason ?? 'skipped'}`;
  if (mail.status === 'failed') return `failed after ${mail.attempts} tries (${mail.lastError ?? 'unknown error'}); the office can send it again`;
  return 'queued';
}

/** What the report's mails became (spec 000 section 4 'Thanks'): queued, then sent, skipped or failed. */
export function BartMailStatus({ shiftId, intervalMs }: { shiftId: string; intervalMs?: number }) {
  const mails = useReportMails(shiftId, intervalMs);
  if (mails.isPending) return <p role="status">Mails: queued ...</p>;
  if (mails.isError) return <p role="status">Mails are queued; their status could not be read: {errorMessage(mails.error)}</p>;
  const { status, mails: list } = mails.data;
  return (
    <section aria-label="Mails" className="gl-rep-mails">
      <h3 className="gl-ui-subtitle">Mails</h3>
      {status === 'queued' && list.length === 0 ? (
        <p role="status">Internal and external reports queued ...</p>
      ) : (
        <ul>
          {list.map((m) => (
            <li key={m.kind}>
              <strong>{NAMES[m.kind]}</strong>: {describe(m)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
