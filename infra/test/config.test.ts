import { describe, expect, it } from 'vitest';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS } from '@site/model';
import { PLACEHOLDER_ACCOUNT, readConfig } from '../lib/config';
import { cdkJsonContext, scratchApp } from './support/synth-site';

const config = (context: Record<string, unknown>, env: NodeJS.ProcessEnv = {}) => readConfig(scratchApp({ ...cdkJsonContext(), ...context }).node, env);

describe('the deployment settings', () => {
  it('synthesize offline from cdk.json alone, with a placeholder account and the site region', () => {
    expect(config({})).toMatchObject({ name: 'site', account: PLACEHOLDER_ACCOUNT, region: 'eu-central-1', alarmEmail: 'alerts@example.com', settings: {} });
  });

  it('deploy to the account of the credentials the CLI found, unless the context names one', () => {
    expect(config({}, { CDK_DEFAULT_ACCOUNT: '210987654321' }).account).toBe('210987654321');
    expect(config({ 'site:account': '111122223333' }, { CDK_DEFAULT_ACCOUNT: '210987654321' }).account).toBe('111122223333');
  });

  it('pass backend settings such as the ElevenLabs agent to the functions', () => {
    expect(config({ 'site:setting:ELEVENLABS_AGENT_ID': 'agent_123' }).settings).toEqual({ elevenLabsAgentId: 'agent_123' });
  });

  it('take the addresses ElevenLabs calls from as its documentation lists them for the environment the site uses, unless told others or "any" (F2)', () => {
    expect(config({}).elevenLabsSourceIps).toEqual(ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment].egressAddresses);
    expect(config({}).elevenLabsSourceIps).toContain('34.67.146.145/32');
    expect(config({ 'site:elevenLabsSourceIps': ' 34.67.146.145/32 ,2600:1900:4000::/48' }).elevenLabsSourceIps).toEqual([
      '34.67.146.145/32',
      '2600:1900:4000::/48',
    ]);
    expect(config({ 'site:elevenLabsSourceIps': 'any' }).elevenLabsSourceIps).toEqual([]);
  });

  it.each([
    [{ 'site:elevenLabsSourceIps': '34.67.146.145' }, /elevenLabsSourceIps: "34.67.146.145" is not an address block/],
    [{ 'site:elevenLabsSourceIps': 'elevenlabs.io/32' }, /elevenLabsSourceIps/],
    [{ 'site:webhookSourceIps': '34.67.146.145/32' }, /now site:elevenLabsSourceIps/],
    [{ 'site:alarmEmail': '' }, /alarmEmail/],
    [{ 'site:alarmEmail': 'not-an-address' }, /alarmEmail/],
    [{ 'site:name': 'Site_With_Caps' }, /site:name/],
    [{ 'site:region': 'europe' }, /site:region/],
    [{ 'site:region': 'eu-west-1' }, /where the privacy and trust pages say the data lives/],
    [{ 'site:setting:ELEVENLABS_API_URL': 'https://api.example.com' }, /not the ElevenLabs environment the privacy and trust pages name/],
    [{ 'site:domainName': 'www.example.com' }, /certificateArn/],
    [{ 'site:domainName': 'www.example.com', 'site:certificateArn': 'arn:aws:acm:eu-central-1:123456789012:certificate/x' }, /us-east-1/],
  ])('refuse %j with a message that says what to fix', (context, message) => {
    expect(() => config(context)).toThrow(message);
  });
});
