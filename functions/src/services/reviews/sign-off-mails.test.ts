/**
 * The sign-off mails (issue 29): the reviewers' daily mail once per site and day with the shifts
 * waiting, and the worker's sending of a sign-off outbox item (sent to its list, skipped without
 * one). Dates in 2096 are used by this file only.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mailListKeys } from '../../data/mail-entities';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { signoffMailItem, signoffMailKey } from '../../mail/signoff-mail';
import { drainSignoffMail } from '../../mail/signoff-mail-drain';
import { seedReport } from '../test-fixtures';
import { digestMonths, writeDailyDigests } from './daily-digest';

const NOW = new Date('2096-05-10T13:00:00.000Z');
const stored = async (key: { pk: string; sk: string }) => (await ddb.send(new GetCommand({ TableName: config.tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }))).Item;

describe("the reviewers' daily mail", () => {
  it('covers this month and the last', () => {
    expect(digestMonths(NOW)).toEqual(['2096-04', '2096-05']);
    expect(digestMonths(new Date('2096-01-03T00:00:00Z'))).toEqual(['2095-12', '2096-01']);
  });

  it('queues one mail per site and day listing the shifts waiting, and none for a site where nothing waits', async () => {
    await seedReport({ shiftId: '20960428100001', site: 'BART', date: '2096-04-28', line: 'A' });
    await seedReport({ shiftId: '20960502100001', site: 'BART', date: '2096-05-02', line: 'C' });
    expect(await writeDailyDigests(NOW, ['BART', 'VTA'])).toEqual(['BART']);
    const item = await stored(signoffMailKey('BART', 'DIGEST#2096-05-10'));
    expect(item).toMatchObject({ entity: 'outbox', signoffMail: 'digest', list: 'BART', status: 'queued', subject: 'BART: 2 shifts waiting for your review' });
    expect(item?.text).toContain('Shift 20960428100001 of 2096-04-28, Line A');
    expect(item?.text).toContain('Shift 20960502100001 of 2096-05-02, Line C');
    // A second run the same day (a retry) queues nothing more.
    expect(await writeDailyDigests(NOW, ['BART'])).toEqual([]);
  });
});

describe('sending a sign-off mail', () => {
  it('sends it to the addresses of its list once, and skips it when the list is empty', async () => {
    await ddb.send(new PutCommand({ TableName: config.tableName, Item: { ...mailListKeys.list('SIGNOFF_TEST'), entity: 'mailList', clientKey: 'SIGNOFF_TEST', addresses: ['office@grindline.test'] } }));
    const item = signoffMailItem('dispute', 'BART', 'SIGNOFF_TEST', 'BART disputed shift 20960502100001', ['MP 3 not ground'], NOW);
    await ddb.send(new PutCommand({ TableName: config.tableName, Item: item }));
    expect(await drainSignoffMail(item)).toBe('sent');
    expect(await stored(item)).toMatchObject({ status: 'sent', to: ['office@grindline.test'], attempts: 1 });
    expect(await drainSignoffMail(item)).toBe('sending');

    const none = signoffMailItem('reapproval', 'BART', 'SIGNOFF_NONE', 'BART shift changed', ['x'], NOW);
    await ddb.send(new PutCommand({ TableName: config.tableName, Item: none }));
    expect(await drainSignoffMail(none)).toBe('skipped');
    expect(await stored(none)).toMatchObject({ status: 'skipped', reason: 'No Email List for this client' });
  });
});
