/**
 * The reviewers' daily mail as its schedule runs it: the handler of the 'review-digest' worker
 * invoked with the Scheduled Event the local stand-in of EventBridge sends (infra/local/schedules.ts)
 * queues the day's digest mail for the mail worker. Dates in 2089 are used by this file only.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../lib/clients/dynamodb';
import { config } from '../../lib/config';
import { signoffMailKey } from '../../mail/signoff-mail';
import { seedReport } from '../../services/test-fixtures';
import { workers } from '../../workers';
import { nextRun, scheduledEvent } from '../../../../infra/local/schedules';
import { handler } from './daily-digest';

const DIGEST = workers.find((w) => w.id === 'review-digest')!;

it("queues the day's digest of the shifts waiting when its schedule comes due", async () => {
  await seedReport({ shiftId: '20890305100001', site: 'BART', date: '2089-03-05', line: 'A' });
  // The run the worker table's schedule makes on the morning of 2089-03-07.
  const due = nextRun((DIGEST.source as { expression: string }).expression, new Date('2089-03-07T08:00:00Z'));
  expect(due.toISOString()).toBe('2089-03-07T13:00:00.000Z');

  const result = await handler(scheduledEvent(DIGEST, due));
  expect(result.mailed).toContain('BART');
  const key = signoffMailKey('BART', 'DIGEST#2089-03-07');
  const item = (await ddb.send(new GetCommand({ TableName: config.tableName, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }))).Item;
  expect(item).toMatchObject({ entity: 'outbox', signoffMail: 'digest', list: 'BART', status: 'queued' });
  expect(item?.text).toContain('Shift 20890305100001 of 2089-03-05, Line A');
  // The same run retried: nothing more is queued.
  expect((await handler(scheduledEvent(DIGEST, due))).mailed).not.toContain('BART');
});
