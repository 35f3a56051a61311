import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, REMOTE_NAMES } from '@site/model';
import { ALL_FUNCTIONS } from '@site/lambdas/functions';
import { REPO_ROOT } from '../../repo-layout';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();
const RUNBOOK = readFileSync(join(REPO_ROOT, 'docs/runbook.md'), 'utf8');

/** The runbook's table: the alarm of each row (its first code span) and its four cells. */
const rows = RUNBOOK.split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const cells = line.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '').trim());
    return { alarm: /`([^`]+)`/.exec(cells[0]!)![1]!, cells };
  });

/** An alarm as the runbook names it: one line for each function's or remote's alarm of a kind. */
function runbookName(alarmName: string): string {
  const id = alarmName.replace(/^site-/, '');
  for (const { name } of ALL_FUNCTIONS) if (id.startsWith(`${name}-`)) return id.replace(name, '<function>');
  for (const app of APP_NAMES) if (id === `ClientErrors-${app}`) return 'ClientErrors-<app>';
  for (const remote of REMOTE_NAMES) if (id.endsWith(`-${remote}`)) return id.replace(remote, '<remote>');
  return id;
}

const alarmNames = [site.stacks.monitoring, site.stacks.edgeMonitoring].flatMap((stack) =>
  Object.values(site.template(stack).findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties.AlarmName as string),
);

describe('the operator runbook (docs/runbook.md)', () => {
  it.each(alarmNames)('has a line for %s', (alarmName) => {
    expect(rows.map((row) => row.alarm)).toContain(runbookName(alarmName));
  });

  it('says, for every alarm, what it means, what to look at and what to do', () => {
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) {
      expect(row.cells, row.alarm).toHaveLength(4);
      for (const cell of row.cells.slice(1)) expect(cell.length, row.alarm).toBeGreaterThan(20);
    }
  });

  it('says, for every alarm, who can raise it: a stranger, or only a failure of ours or of a provider (F7)', () => {
    for (const row of rows) expect(row.cells[1], row.alarm).toMatch(/\*\*Who can raise it:\*\* \S.{20,}/);
  });

  it('lists no alarm that does not exist', () => {
    const names = new Set(alarmNames.map(runbookName));
    expect(rows.map((row) => row.alarm).filter((alarm) => !names.has(alarm))).toEqual([]);
  });
});
