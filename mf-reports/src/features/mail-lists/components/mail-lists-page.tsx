import { errorMessage } from 'shell/kit';
import { Notice } from '@grindline/ui/notice';
import { useMailLists } from '../api/get-mail-lists';
import { MailListEditor } from './mail-list-editor';
import './mail-lists.css';

/** /grind-reports/mail-lists (super, adminMgmt): who gets the report mails, per client key. */
export function MailListsPage() {
  const lists = useMailLists();
  return (
    <div className="gl-ui-page">
      <h1 className="gl-ui-title">Mail lists</h1>
      <p>Who gets the mails of each filed report. Write one address per line; a client without addresses gets no external report.</p>
      {lists.isPending ? <p role="status">Loading the mail lists...</p> : null}
      {lists.isError ? (
        <Notice tone="error">
          <p>Could not load the mail lists: {errorMessage(lists.error)}</p>
        </Notice>
      ) : null}
      {lists.data ? (
        <ul className="gl-rep-mail-lists">
          {lists.data.map((list) => (
            <MailListEditor key={`${list.clientKey}:${list.updatedAt ?? ''}`} list={list} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
