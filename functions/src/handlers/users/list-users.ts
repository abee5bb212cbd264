/**
 * GET /api/users (super, adminMgmt): every user of the pool with name, e-mail, role, site,
 * status, last sign-in and the open invitation (with its mail's state), and the roles the caller
 * may grant.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { grantableRoles, usersListRoute, type AccountView } from '@grindline/domain';
import type { PrimaryKey } from '../../data/table';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { createHandler, json } from '../../lib/create-handler';
import type { AccountMailItem } from '../../mail/account-mail';
import { accountView, listAccounts } from '../../services/accounts/user-pool';

type MailState = NonNullable<AccountView['invitation']>['mail'];

/** The state of each invitation mail, by its outbox key. */
async function mailStates(keys: PrimaryKey[]): Promise<Map<string, MailState>> {
  const states = new Map<string, MailState>();
  for (let i = 0; i < keys.length; i += 100) {
    const answer = await ddb.send(new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: keys.slice(i, i + 100), ProjectionExpression: 'pk, sk, #s', ExpressionAttributeNames: { '#s': 'status' } } } }));
    for (const item of (answer.Responses?.[config.tableName] ?? []) as AccountMailItem[]) {
      states.set(`${item.pk}|${item.sk}`, item.status === 'sending' ? 'queued' : item.status);
    }
  }
  return states;
}

export const handler = createHandler(usersListRoute, async ({ caller }) => {
  const accounts = await listAccounts();
  const keys = accounts.flatMap(({ item }) => (item?.invitationMail ? [item.invitationMail] : []));
  const states = await mailStates(keys);
  const users = accounts.map(({ user, item }) =>
    accountView(user, item, item?.invitationMail ? (states.get(`${item.invitationMail.pk}|${item.invitationMail.sk}`) ?? 'unknown') : 'unknown'),
  );
  return json(200, { users, grantableRoles: grantableRoles(caller.access.adminType) });
});
