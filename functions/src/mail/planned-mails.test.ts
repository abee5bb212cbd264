import { plannedMails, retryPolicy } from './outbox';

describe('which mails a report sends (spec 000 sections 1 and 7.5)', () => {
  it('sends the internal report always, and the external one, the SkyTrain mail or the NYCT mail by form', () => {
    expect(plannedMails({ site: 'BART', variant: 'bart' })).toEqual([{ kind: 'internal', lists: ['INTERNAL'] }, { kind: 'external', lists: ['BART'] }]);
    expect(plannedMails({ site: 'OTRAIN', variant: 'standard' })).toEqual([{ kind: 'internal', lists: ['INTERNAL'] }, { kind: 'external', lists: ['OTRAIN'] }]);
    expect(plannedMails({ site: 'SKYTRAIN', variant: 'skytrain' })).toEqual([{ kind: 'internal', lists: ['INTERNAL'] }, { kind: 'skytrain', lists: ['SKYTRAIN', 'SKYTRAIN_ADMIN'] }]);
    expect(plannedMails({ site: 'NYCT', variant: 'nyct' })).toEqual([{ kind: 'internal', lists: ['INTERNAL'] }, { kind: 'nyct', lists: ['NYCT_ADMIN'] }]);
  });

  it('retries 4 times from 1 s unless configured, and ignores nonsense', () => {
    expect(retryPolicy({})).toEqual({ attempts: 4, baseMs: 1000 });
    expect(retryPolicy({ MAIL_MAX_ATTEMPTS: '2', MAIL_RETRY_BASE_MS: '50' })).toEqual({ attempts: 2, baseMs: 50 });
    expect(retryPolicy({ MAIL_MAX_ATTEMPTS: '0', MAIL_RETRY_BASE_MS: 'soon' })).toEqual({ attempts: 1, baseMs: 1000 });
  });
});
