import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { COMPANY as COMPANY_RECORD, LUMI_LINE } from '@site/model';
import { REPO_ROOT } from '../../repo-layout';
import { companyRecordRefusal } from '../lib/company-gate';

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: REPO_ROOT, encoding: 'utf8', env: { ...process.env, AWS_REGION: 'eu-central-1' } });

describe('the company record a deployment ships', () => {
  it('is refused while it is the example, each value to fill in named', () => {
    const refusal = companyRecordRefusal(COMPANY_RECORD);
    expect(refusal).toMatch(/example the repository ships/);
    expect(refusal).toMatch(/nip 0000000000/);
    expect(refusal).toMatch(/Ofcom/);
  });

  it('is let through once every value passes', () => {
    const filled = {
      ...COMPANY_RECORD,
      example: false,
      register: { ...COMPANY_RECORD.register, number: '0000413516' },
      nip: '8567346215',
      vatId: 'PL8567346215',
      regon: '192598184',
      phone: '+48221234567',
      phoneDisplay: '+48 22 123 45 67',
    };
    expect(companyRecordRefusal(filled, { ...LUMI_LINE!, number: '+48221234568', display: '+48 22 123 45 68' })).toBeUndefined();
  });

  it('stops npm run deploy before it builds anything', () => {
    const result = run('infra/bin/deploy.ts', '--profile', 'nobody');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/company record cannot be shipped/);
    expect(result.stdout).not.toMatch(/npm run build/);
  });

  it('stops npm run release -- publish --aws, and leaves the twin’s releases alone', () => {
    const result = run('infra/bin/release.ts', 'publish', 'products', '--aws');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/company record cannot be shipped/);
  });
});
