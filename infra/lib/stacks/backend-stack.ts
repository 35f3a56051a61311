import { Duration, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { API_FUNCTIONS, routesOf, SCHEDULED_FUNCTIONS, type FunctionSpec } from '@site/lambdas/functions';
import { TABLES, type TableId } from '@site/lambdas/tables';
import type { SiteConfig } from '../config';
import { BackendFunction } from '../constructs/backend-function';
import { BackendTables } from '../constructs/backend-tables';
import { ReleasePointer } from '../constructs/release-pointer';
import { ManagerDigestTopic } from '../constructs/manager-digest-topic';
import { ORIGIN_KEY_HEADER, SiteApi } from '../constructs/site-api';
import { BackendSecrets } from '../constructs/backend-secrets';
import { MeetingMail } from '../constructs/meeting-mail';
import { SETTINGS } from '@site/lambdas/settings';
import { tableNameParameter } from '../parameters';

export interface BackendStackProps extends StackProps {
  readonly config: SiteConfig;
}

/**
 * The backend, built from `lambdas/functions.ts` and `lambdas/tables.ts`: adding a function or a
 * table there adds it here. Tables, secrets, the e-mail digest's topic, one function per spec, the
 * REST API for the API functions and a schedule for each scheduled one (the notification sweeper).
 */
export class BackendStack extends Stack {
  readonly api: SiteApi;
  readonly tables: BackendTables;
  readonly functions: ReadonlyMap<string, BackendFunction>;
  /** Where the sweeper e-mails the notifications Telegram did not deliver in time. */
  readonly digestTopic: sns.Topic;
  /** Where the automatic rollback tells the operators it took a candidate release from visitors. */
  readonly releaseRollbackTopic: sns.Topic;
  /** The release pointer's KeyValueStore and the ledger bucket, which the automatic rollback writes. */
  readonly release: ReleasePointer;
  /** The visitors' e-mail: the SES identity and configuration set the meetings' functions send through. */
  readonly mail: MeetingMail;
  /**
   * The edge's signing key (`SECRETS.edgeKey`), generated at the first deployment: resolved into the
   * viewer-request function's code, read by client-signals and the release operator role (H6).
   */
  readonly edgeKey: secretsmanager.ISecret;
  /** What the distribution must send to be let in (the origin key, by dynamic reference). */
  readonly apiOriginHeaders: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: BackendStackProps) {
    super(scope, id, props);
    this.tables = new BackendTables(this, 'Tables');
    // For `npm run notifications`, which works on the deployed tables with an operator's credentials.
    for (const [tableId, spec] of Object.entries(TABLES) as [TableId, (typeof TABLES)[TableId]][]) {
      new ssm.StringParameter(this, `${spec.name}-table-name`, {
        parameterName: tableNameParameter(props.config.name, spec),
        stringValue: this.tables.tables[tableId].tableName,
        description: `The ${spec.name} table's name, for the operators' tools.`,
      });
    }
    const { secrets } = new BackendSecrets(this, 'Secrets', { namePrefix: props.config.name });
    this.edgeKey = secrets.edgeKey;
    this.digestTopic = new ManagerDigestTopic(this, 'ManagerDigest', { email: props.config.alarmEmail }).topic;
    // The automatic rollback's word to the operators: a release they must look at, no personal data.
    this.releaseRollbackTopic = new ManagerDigestTopic(this, 'ReleaseRollback', { email: props.config.alarmEmail, displayName: 'Site releases' }).topic;
    const topics = { managerDigest: this.digestTopic, releaseRollback: this.releaseRollbackTopic };
    this.release = new ReleasePointer(this, 'Release', { siteName: props.config.name });

    // The browser-facing functions judge an Origin against the site's: the custom domain's unless set
    // otherwise, and always the host the viewer addressed, which the distribution's function on /api/*
    // passes (its *.cloudfront.net name without a domain: the edge stack's, made after this one).
    const siteOrigins = props.config.settings.siteOrigins ?? (props.config.domainName ? `https://${props.config.domainName}` : undefined);
    // The sender's domain, from the sender the functions write (`Name <address@domain>`).
    const mailFrom = props.config.settings.meetingMailFrom ?? SETTINGS.meetingMailFrom.default;
    const mailDomain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1];
    if (!mailDomain) throw new Error(`site:setting:${SETTINGS.meetingMailFrom.name} "${mailFrom}" names no address to send from`);
    this.mail = new MeetingMail(this, 'MeetingMail', { domain: mailDomain, alarmEmail: props.config.alarmEmail });
    const settings = {
      ...props.config.settings,
      sesConfigurationSet: this.mail.configurationSet.configurationSetName,
      ...(siteOrigins ? { siteOrigins } : {}),
      releaseKeyValueStoreArn: this.release.store.keyValueStoreArn,
      releaseLedgerBucket: this.release.ledger.bucketName,
    };

    const functions = new Map<string, BackendFunction>();
    const build = (spec: FunctionSpec) => {
      const fn = new BackendFunction(this, spec.name, { spec, tables: this.tables.tables, secrets, topics, settings });
      if (spec.sendsMail) this.mail.grantSend(fn.function);
      // Whether a release is published (pages are signed): the pointer's store, read only.
      if (spec.name === 'client-signals') this.release.grantReadPointer(fn.function);
      functions.set(spec.name, fn);
      return fn;
    };

    const originKeySecretName = `${props.config.name}/api-origin-key`;
    this.api = new SiteApi(this, 'Api', {
      name: `${props.config.name}-api`,
      routes: API_FUNCTIONS.flatMap((spec) => {
        const handler = build(spec).function;
        return routesOf(spec).map((path) => ({ method: spec.method, path, throttle: spec.throttle, handler }));
      }),
      originKeySecretName,
    });
    // By name, so the edge stack resolves the key at deploy time without importing anything.
    this.apiOriginHeaders = { [ORIGIN_KEY_HEADER]: SecretValue.secretsManager(originKeySecretName).unsafeUnwrap() };

    for (const spec of SCHEDULED_FUNCTIONS) {
      const fn = build(spec).function;
      if (spec.name === 'release-rollback') this.release.grantRollback(fn);
      // A missed or failed run needs no retry: the next run, minutes later, picks up the same work.
      fn.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(1) });
      new events.Rule(this, `${spec.name}-schedule`, {
        description: `Runs ${spec.name} every ${spec.rateMinutes} minute(s)`,
        schedule: events.Schedule.rate(Duration.minutes(spec.rateMinutes)),
        targets: [new targets.LambdaFunction(fn, { retryAttempts: 0, maxEventAge: Duration.minutes(1) })],
      });
    }
    this.functions = functions;
  }
}
