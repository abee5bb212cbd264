/**
 * Mail lists per client key (docs/data-model.md 'Mail list'): one item each in the MAILLISTS
 * partition. A client without an item (or with an empty list) has no list.
 */
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditItem } from '../services/audit-log';
import { countOf, MAIL_CLIENT_KEYS, type MailList, type MailListRequest } from '@grindline/domain';
import { queryAll } from '../data/query-all';
import { mailListKeys } from '../data/mail-entities';
import { type PrimaryKey } from '../data/table';
import { ddb } from '../lib/clients/dynamodb';
import { config } from '../lib/config';
import type { Caller } from '../lib/create-handler';
import { BadRequestError } from '../lib/errors';

type MailListItem = PrimaryKey & MailList & { entity: 'mailList' };

const view = ({ pk: _pk, sk: _sk, entity: _e, ...list }: MailListItem): MailList => list;

/** Throws 400 naming the key when it is not a client with a list. */
export function assertClientKey(clientKey: string): void {
  if (!(MAIL_CLIENT_KEYS as readonly string[]).includes(clientKey)) {
    // Echo only the start of what was sent: the key may be anything a caller typed.
    const message = `Unknown client "${clientKey.length > 40 ? `${clientKey.slice(0, 40)}…` : clientKey}"`;
    throw new BadRequestError(message, [{ path: 'clientKey', message }]);
  }
}

/** The addresses of a client's list, or null when it has none. */
export async function getMailList(clientKey: string): Promise<string[] | null> {
  const { Item } = await ddb.send(new GetCommand({ TableName: config.tableName, Key: mailListKeys.list(clientKey) }));
  const addresses = (Item as MailListItem | undefined)?.addresses ?? [];
  return addresses.length ? addresses : null;
}

/** Every client key with its list (empty when none is stored), in MAIL_CLIENT_KEYS order. */
export async function listMailLists(): Promise<MailList[]> {
  const items = await queryAll<MailListItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': mailListKeys.partition, ':prefix': mailListKeys.prefix },
  });
  const byKey = new Map(items.map((i) => [i.clientKey, view(i)]));
  return MAIL_CLIENT_KEYS.map((clientKey) => byKey.get(clientKey) ?? { clientKey, addresses: [] });
}

/** Replaces a client's list (validated by mailListSchema before). */
export async function putMailList(clientKey: string, request: MailListRequest, caller: Pick<Caller, 'username'>, now = new Date()): Promise<MailList> {
  assertClientKey(clientKey);
  const item: MailListItem = { ...mailListKeys.list(clientKey), entity: 'mailList', clientKey, addresses: request.addresses, updatedAt: now.toISOString(), updatedBy: caller.username };
  const audit = auditItem({ action: 'mailList.put', site: '', target: clientKey, summary: `mail list ${clientKey} set to ${countOf(request.addresses.length, 'address', 'addresses')}` }, now);
  await ddb.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: config.tableName, Item: item } }, { Put: { TableName: config.tableName, Item: audit } }] }));
  return view(item);
}
