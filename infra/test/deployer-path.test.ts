import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../repo-layout';
import { readConfig } from '../lib/config';
import { cdkJsonContext, scratchApp } from './support/synth-site';

/**
 * The way from an ElevenLabs key to a live agent, as the deployer reads it (agent/README.md and
 * this app's README): the commands in the order that works, and an agent id that survives the
 * next deployment.
 */
const README = { agent: 'agent/README.md', infra: 'infra/README.md' } as const;
const text = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');

/** The shell commands of a README's bash blocks, continuation lines joined, in the order they appear. */
function commands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```bash\n([\s\S]*?)```/g)].map((match) => match[1]!);
  return blocks.flatMap((block) =>
    block
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

describe('the deployer’s path to a live voice agent', () => {
  it('keeps the agent id in cdk.json, which every deployment reads, never in a one-run -c', () => {
    expect(Object.keys(cdkJsonContext())).toEqual(expect.arrayContaining(['site:setting:ELEVENLABS_AGENT_ID', 'site:setting:ELEVENLABS_TEXT_AGENT_ID']));
    const context = { ...cdkJsonContext(), 'site:setting:ELEVENLABS_AGENT_ID': 'agent_1', 'site:setting:ELEVENLABS_TEXT_AGENT_ID': 'agent_2' };
    expect(readConfig(scratchApp(context).node, {}).settings).toMatchObject({ elevenLabsAgentId: 'agent_1', elevenLabsTextAgentId: 'agent_2' });
    for (const file of Object.values(README)) {
      for (const command of commands(text(file))) expect(command, file).not.toMatch(/-c\s+site:setting:ELEVENLABS_AGENT_ID/);
      expect(text(file), file).toMatch(/site:setting:ELEVENLABS_AGENT_ID"?`? in `cdk\.json`/);
    }
  });

  it('names the region of every command that reaches AWS', () => {
    for (const file of Object.values(README)) {
      const aws = commands(text(file)).filter((command) => command.startsWith('aws '));
      expect(aws.length, file).toBeGreaterThan(0);
      for (const command of aws) expect(command, file).toMatch(/--region \S+/);
    }
  });

  it('deploys the backend before the push, and fills the webhook’s secret only after the push that prints it', () => {
    for (const file of Object.values(README)) {
      const markdown = text(file);
      const push = markdown.indexOf('npm run agent -- push');
      // Where a bash block first writes the webhook's secret.
      const block = [...markdown.matchAll(/```bash\n([\s\S]*?)```/g)].find((match) => /put-secret-value[^`]*site\/elevenlabs-webhook/.test(match[1]!));
      expect(push, file).toBeGreaterThan(-1);
      expect(block, file).toBeDefined();
      expect(block!.index! + block![0].indexOf('site/elevenlabs-webhook'), file).toBeGreaterThan(push);
    }
    const agent = text(README.agent).slice(text(README.agent).indexOf('## From an ElevenLabs key to a working agent'));
    expect(agent.indexOf('npm run deploy')).toBeGreaterThan(-1);
    expect(agent.indexOf('npm run deploy')).toBeLessThan(agent.indexOf('npm run agent -- push'));
  });
});
