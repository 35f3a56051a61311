import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '@site/model';
import { describe, expect, it } from 'vitest';
import { RETENTION_DAYS } from '@site/lambdas/tables';
import { PRIVACY } from '../../agent/src/agent-definition';
import { REPO_ROOT } from '../../repo-layout';

/**
 * What the backend keeps of a voice conversation (the contact, the conversation's record and its
 * transcript) goes when the privacy page says it does, and ElevenLabs keeps it no longer either.
 */
describe('the retention the privacy page promises', () => {
  it.each(LANGUAGES)('in %s is the tables’ TTL and the agent’s own retention', (language) => {
    const texts = JSON.parse(readFileSync(resolve(REPO_ROOT, `shell/src/pages/locales/${language}.json`), 'utf8')) as {
      privacy: { sections: { retention: { stores: { requests: string; calls: string } } } };
    };
    const { requests, calls } = texts.privacy.sections.retention.stores;
    expect(requests).toContain(String(RETENTION_DAYS));
    expect(calls).toContain(String(RETENTION_DAYS));
    expect(PRIVACY.retention_days).toBe(RETENTION_DAYS);
  });
});
