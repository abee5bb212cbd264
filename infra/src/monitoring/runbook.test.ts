/**
 * docs/operations.md answers every alarm (issue 24): each alarm in the app's templates has its
 * entry under 'When an alarm fires', and each entry names an alarm that exists. An entry may
 * stand for a family with a placeholder: `Grindline-Fn-<id>-Errors`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { synthGrindline, TEST_AGENCY_SSO } from '../testing/temp-repo';

const RUNBOOK = join(__dirname, '..', '..', '..', 'docs', 'operations.md');

/** The alarm names of the entries of the runbook's 'When an alarm fires' section. */
export function runbookEntries(markdown: string): string[] {
  const section = markdown.split(/^## When an alarm fires\s*$/m)[1];
  if (section === undefined) throw new Error("docs/operations.md has no '## When an alarm fires' section");
  const body = section.split(/^## /m)[0];
  return [...body.matchAll(/^- \*\*`(Grindline-[^`]+)`\*\*: \S/gm)].map((m) => m[1]);
}

/** An entry as a pattern: `<placeholder>` stands for one id (lower case, digits, dashes). */
const entryPattern = (entry: string) =>
  new RegExp(`^${entry.split(/<[a-z]+>/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[a-z0-9-]+')}$`);

describe('the operations runbook', () => {
  // Agency sign-in on, so every Lambda the app can have is there.
  const { stacks, repo } = synthGrindline([], { agencySso: TEST_AGENCY_SSO, alarmEmail: 'ops@example.com' });
  afterAll(() => repo.remove());
  const alarms = stacks.api.node.root.node
    .findAll()
    .filter((c): c is Stack => Stack.isStack(c))
    .flatMap((s) => Object.values(Template.fromStack(s).findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties.AlarmName as string));
  const entries = runbookEntries(readFileSync(RUNBOOK, 'utf8'));

  it('reads the alarms and the entries', () => {
    expect(alarms.length).toBeGreaterThan(100);
    expect(entries.length).toBeGreaterThanOrEqual(9);
  });

  it('has an entry for every alarm in the templates', () => {
    const patterns = entries.map(entryPattern);
    expect(alarms.filter((name) => !patterns.some((p) => p.test(name)))).toEqual([]);
  });

  it('has no entry for an alarm that does not exist', () => {
    expect(entries.filter((entry) => !alarms.some((name) => entryPattern(entry).test(name)))).toEqual([]);
  });

  it('would notice a missing entry and a stale one', () => {
    const markdown = '## When an alarm fires\n\n- **`Grindline-Fn-<id>-Errors`**: read its log.\n- **`Grindline-Gone`**: nothing.\n\n## Next\n- **`Grindline-Api-5xxRate`**: elsewhere.\n';
    const found = runbookEntries(markdown);
    expect(found).toEqual(['Grindline-Fn-<id>-Errors', 'Grindline-Gone']);
    expect(entryPattern(found[0]).test('Grindline-Fn-user-login-Errors')).toBe(true);
    expect(entryPattern(found[0]).test('Grindline-Fn-user-login-Throttles')).toBe(false);
    expect(found.some((e) => entryPattern(e).test('Grindline-Api-5xxRate'))).toBe(false);
  });
});
