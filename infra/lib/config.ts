import type { Node } from 'constructs';
import { SETTINGS, type SettingId } from '@site/lambdas/settings';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS } from '@site/model';

/**
 * The deployment settings, read from `cdk.json` context (override with `-c site:alarmEmail=...`).
 * Everything has an offline default so that `cdk synth` needs neither credentials nor lookups.
 */
export interface SiteConfig {
  /** Short lowercase name, used in bucket names and SSM parameter paths. */
  readonly name: string;
  readonly account: string;
  /** Region of everything except the CloudFront-scoped WAF and CloudFront alarms (us-east-1 only). */
  readonly region: string;
  readonly alarmEmail: string;
  /** Custom domain for the distribution; needs `certificateArn` (an ACM certificate in us-east-1). */
  readonly domainName?: string;
  readonly certificateArn?: string;
  /**
   * The addresses ElevenLabs calls the site from (`site:elevenLabsSourceIps`): the firewall answers
   * the paths only ElevenLabs calls (its webhook, the agents' server tools) for them alone. By default
   * the addresses its documentation lists for the environment the site uses (`egressAddresses`);
   * CIDRs separated by commas replace them (should ElevenLabs announce others before this code knows
   * them); `any` lets every address through, and the signature and the tool key alone guard the paths.
   */
  readonly elevenLabsSourceIps: readonly string[];
  /**
   * The edge key's version the viewer-request function carries (`site:edgeKeyVersion`): unset, the
   * version current when the function was first deployed. Rotating the key names the new version
   * here (the client request token given to put-secret-value), so the deployment re-reads it.
   */
  readonly edgeKeyVersion?: string;
  /** Values of the backend's plain settings, from `site:setting:<ENV_NAME>` (e.g. the ElevenLabs agent id). */
  readonly settings: Readonly<Partial<Record<SettingId, string>>>;
}

/** `site:name` and `site:region` when cdk.json does not set them. */
export const DEFAULT_SITE_NAME = 'site';
export const DEFAULT_SITE_REGION = DATA_POLICY.region;

/** The account synth uses when neither context nor credentials name one; never deployable. */
export const PLACEHOLDER_ACCOUNT = '123456789012';

/** `site:elevenLabsSourceIps` with this value lets every address call ElevenLabs' paths. */
export const ANY_SOURCE = 'any';

function elevenLabsSourceIps(value: string | undefined): readonly string[] {
  if (value === undefined) return ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment].egressAddresses;
  if (value === ANY_SOURCE) return [];
  return value.split(',').flatMap((cidr) => (cidr.trim() ? [cidr.trim()] : []));
}

export function readConfig(node: Node, env: NodeJS.ProcessEnv = process.env): SiteConfig {
  if (node.tryGetContext('site:webhookSourceIps') !== undefined) {
    throw new Error(
      `site:webhookSourceIps is now site:elevenLabsSourceIps, and covers ElevenLabs' server tools too; left out, it is the addresses ElevenLabs documents (write "${ANY_SOURCE}" to let every address through).`,
    );
  }
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(`site:${key}`);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context site:${key} must be a string.`);
    return value.trim();
  };
  const config: SiteConfig = {
    name: text('name') ?? DEFAULT_SITE_NAME,
    // The CLI sets CDK_DEFAULT_ACCOUNT from the credentials it deploys with.
    account: text('account') ?? env.CDK_DEFAULT_ACCOUNT ?? PLACEHOLDER_ACCOUNT,
    region: text('region') ?? DEFAULT_SITE_REGION,
    alarmEmail: text('alarmEmail') ?? '',
    domainName: text('domainName'),
    certificateArn: text('certificateArn'),
    elevenLabsSourceIps: elevenLabsSourceIps(text('elevenLabsSourceIps')),
    edgeKeyVersion: text('edgeKeyVersion'),
    settings: Object.fromEntries(
      (Object.keys(SETTINGS) as SettingId[]).flatMap((id) => {
        const value = text(`setting:${SETTINGS[id].name}`);
        return value === undefined ? [] : [[id, value]];
      }),
    ),
  };
  validateConfig(config);
  return config;
}

function validateConfig(config: SiteConfig): void {
  if (!/^[a-z][a-z0-9-]{1,15}$/.test(config.name)) {
    throw new Error(`site:name "${config.name}" must be 2-16 lowercase letters, digits or dashes (it is part of bucket names).`);
  }
  if (!/^\d{12}$/.test(config.account)) throw new Error(`site:account "${config.account}" is not a 12-digit AWS account id.`);
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(config.region)) throw new Error(`site:region "${config.region}" is not an AWS region.`);
  if (config.region !== DATA_POLICY.region) {
    throw new Error(
      `site:region "${config.region}" is not where the privacy and trust pages say the data lives (${DATA_POLICY.region}): change DATA_POLICY.region in packages/model/src/data-policy.ts, and the pages with it.`,
    );
  }
  const voiceApiUrl = ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment].apiUrl;
  if (config.settings.elevenLabsApiUrl !== undefined && config.settings.elevenLabsApiUrl !== voiceApiUrl) {
    throw new Error(
      `site:setting:${SETTINGS.elevenLabsApiUrl.name} "${config.settings.elevenLabsApiUrl}" is not the ElevenLabs environment the privacy and trust pages name (${DATA_POLICY.voiceEnvironment}, ${voiceApiUrl}), nor one the CSP lets browsers reach: remove it, or change DATA_POLICY.voiceEnvironment in packages/model/src/data-policy.ts, and the pages with it.`,
    );
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(config.alarmEmail)) {
    throw new Error('site:alarmEmail must be the e-mail address that receives alarms (set it in cdk.json or with -c site:alarmEmail=...).');
  }
  for (const cidr of config.elevenLabsSourceIps) {
    if (!/^(\d{1,3}(\.\d{1,3}){3}\/(3[0-2]|[12]?\d)|[0-9a-f:]+:[0-9a-f:]*\/(12[0-8]|1[01]\d|[1-9]?\d))$/i.test(cidr)) {
      throw new Error(`site:elevenLabsSourceIps: "${cidr}" is not an address block (write 34.67.146.145/32 or 2600:1900::/28, or "${ANY_SOURCE}").`);
    }
  }
  if (config.edgeKeyVersion !== undefined && !/^[A-Za-z0-9-]{32,64}$/.test(config.edgeKeyVersion)) {
    throw new Error(
      `site:edgeKeyVersion "${config.edgeKeyVersion}" is no secret version: give the --client-request-token you passed to put-secret-value (32 to 64 letters, digits or dashes, e.g. from uuidgen).`,
    );
  }
  if (Boolean(config.domainName) !== Boolean(config.certificateArn)) {
    throw new Error('site:domainName and site:certificateArn go together: a custom domain needs its ACM certificate (us-east-1).');
  }
  if (config.certificateArn && !config.certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new Error('site:certificateArn must be an ACM certificate in us-east-1, the only region CloudFront reads certificates from.');
  }
}
