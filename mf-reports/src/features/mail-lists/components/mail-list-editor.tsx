import { useId, useState } from 'react';
import { countOf, isEmailAddress, splitAddresses, type MailList } from '@grindline/domain';
import { errorMessage } from 'shell/kit';
import { Button } from '@grindline/ui/button';
import { useSaveMailList } from '../api/save-mail-list';

/** What a client key's list is for (spec 000 section 7.5). */
export function listPurpose(clientKey: string): string {
  if (clientKey === 'INTERNAL') return 'The office: the internal report of every report';
  if (clientKey === 'SKYTRAIN_ADMIN') return 'SkyTrain admins: the SkyTrain mail, with the SKYTRAIN list';
  if (clientKey === 'NYCT_ADMIN') return 'NYCT admins: the NYCT mail (with its edit flag)';
  return `${clientKey}: the external report of its reports`;
}

/** One client's list: addresses one per line (or separated by commas), checked before saving. */
export function MailListEditor({ list }: { list: MailList }) {
  const [text, setText] = useState(list.addresses.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveMailList();
  const id = useId();
  const submit = () => {
    const addresses = splitAddresses(text);
    const bad = addresses.find((a) => !isEmailAddress(a));
    if (bad) {
      setProblem(`"${bad}" is not a valid email address`);
      return;
    }
    setProblem(null);
    save.mutate({ clientKey: list.clientKey, addresses });
  };
  const message = problem ?? (save.isError ? errorMessage(save.error) : null);
  return (
    <li className="gl-rep-mail-list" aria-label={`Mail list ${list.clientKey}`}>
      <label htmlFor={id}>
        <strong>{list.clientKey}</strong> <span className="gl-rep-muted">{listPurpose(list.clientKey)}</span>
      </label>
      <textarea id={id} rows={Math.max(2, list.addresses.length + 1)} value={text} onChange={(e) => setText(e.target.value)} />
      {list.addresses.length === 0 && !save.isSuccess ? <p className="gl-rep-muted">No Email List for this client: its external mail is not sent.</p> : null}
      {message ? (
        <p role="alert" className="gl-ui-error">
          {message}. Nothing was saved.
        </p>
      ) : null}
      {save.isSuccess && !message ? <p role="status">Saved {countOf(save.data.addresses.length, 'address', 'addresses')}.</p> : null}
      <Button onClick={submit} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : `Save ${list.clientKey}`}
      </Button>
    </li>
  );
}
