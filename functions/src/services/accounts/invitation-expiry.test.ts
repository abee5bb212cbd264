/**
 * The expired invitation against Cognito's recorded answer (cognito-local never expires a
 * temporary password by itself; the local adapter mirrors this answer): InitiateAuth with an
 * expired temporary password is NotAuthorizedException 'Temporary password has expired and must
 * be reset by an administrator.' (AWS Cognito developer guide, 'AdminCreateUser': the temporary
 * password is valid for TemporaryPasswordValidityDays). The login says so and names who invited.
 */
import { NotAuthorizedException } from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { accountKey } from '../../data/account-entities';
import { handler as login } from '../../handlers/user/login';
import { cognito } from '../../lib/clients/cognito';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { httpEvent, invoke } from '../../../tests/support/events';
import { EXPIRED_TEMPORARY_PASSWORD, isExpiredInvitation } from './invitation-expiry';

/** The error the SDK throws for Cognito's recorded answer (HTTP 400, __type NotAuthorizedException). */
const recorded = () => new NotAuthorizedException({ message: EXPIRED_TEMPORARY_PASSWORD, $metadata: { httpStatusCode: 400 } });

describe('expired invitation', () => {
  it('recognises Cognito\'s answer and nothing else', () => {
    expect(isExpiredInvitation(recorded())).toBe(true);
    expect(isExpiredInvitation(new NotAuthorizedException({ message: 'Incorrect username or password.', $metadata: {} }))).toBe(false);
  });

  it('the login answers 401 naming who sent the invitation', async () => {
    await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...accountKey('late.joiner'), entity: 'account', username: 'late.joiner', invitedBy: 'office.lead' } }));
    const send = jest.spyOn(cognito, 'send').mockRejectedValueOnce(recorded() as never);
    try {
      const result = await invoke(login, httpEvent({ method: 'POST', path: '/api/user/login', body: { username: 'late.joiner', password: 'Temporary-1!xx' } }));
      expect(result.statusCode).toBe(401);
      expect(JSON.parse(result.body ?? '{}')).toEqual({ message: 'Your invitation has expired. Ask office.lead (or another administrator) to send you a new one.' });
    } finally {
      send.mockRestore();
    }
  });
});
