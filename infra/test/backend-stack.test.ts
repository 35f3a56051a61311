import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@site/contracts';
import { openApiDocument } from '@site/contracts/openapi';
import { DATA_POLICY } from '@site/model';
import { ALL_FUNCTIONS, API_FUNCTIONS, routesOf, SCHEDULED_FUNCTIONS, type FunctionSpec } from '@site/lambdas/functions';
import { SECRETS } from '@site/lambdas/settings';
import { TABLES, type TableSpec } from '@site/lambdas/tables';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();
const backend = site.stacks.backend;
const template = () => site.template(backend);
const logicalId = (construct: { node: { defaultChild?: unknown } }) => backend.getLogicalId(construct.node.defaultChild as CfnElement);

function fnIds(spec: FunctionSpec) {
  const fn = backend.functions.get(spec.name)!;
  return { function: logicalId(fn.function), role: logicalId(fn.function.role! as never), logGroup: logicalId(fn.logGroup) };
}

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** The path an API Gateway resource answers, from its parents' path parts. */
function pathOf(id: string): string {
  const resource = template().findResources('AWS::ApiGateway::Resource')[id];
  if (!resource) return '';
  const parent = resource.Properties.ParentId as { Ref?: string };
  return `${parent.Ref ? pathOf(parent.Ref) : ''}/${resource.Properties.PathPart}`;
}

/**
 * What gives back the place a conversation that ended still holds (the webhook, the sweeper): the
 * place, its binding, and the open-conversation counters, never a day's count of conversations.
 */
const CONVERSATION_PLACE_ITEMS = ['place#*', 'ended#*', 'open#*', 'open-wide#*', 'open-provider#*'].map((key) => `voice-tokens#${key}`);

/** IAM's condition for a grant limited to some items of a table. */
const onItems = (...patterns: string[]) => ({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': patterns } });

/** Every statement any policy attached to the role grants, and the managed policies it carries. */
function permissionsOf(roleId: string): { statements: Statement[]; managed: unknown } {
  const policies = template().findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } });
  const role = template().findResources('AWS::IAM::Role')[roleId]!;
  return {
    statements: Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]),
    managed: role.Properties.ManagedPolicyArns,
  };
}

const tableId = (table: keyof typeof TABLES) => logicalId(backend.tables.tables[table]);
const digestTopicId = () => logicalId(backend.digestTopic);
const topicId = (topic: string) => (topic === 'releaseRollback' ? logicalId(backend.releaseRollbackTopic) : digestTopicId());
/** The automatic rollback's grants besides its spec's: the release pointer and the ledger (ReleasePointer). */
const pointerGrants = (): Statement[] => [
  {
    Effect: 'Allow',
    Action: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:GetKey', 'cloudfront-keyvaluestore:PutKey'],
    Resource: { 'Fn::GetAtt': [logicalId(backend.release.store), 'Arn'] },
  },
  {
    Effect: 'Allow',
    Action: 's3:PutObject',
    Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalId(backend.release.ledger), 'Arn'] }, '/ledger/*']] },
    Condition: { StringEquals: { 's3:if-none-match': '*' } },
  },
];
const tableArn = (table: keyof typeof TABLES) => ({ 'Fn::GetAtt': [tableId(table), 'Arn'] });
/** Sending through the site's SES identity and its configuration set, and nothing else of SES. */
const mailGrants = (): Statement[] => [
  {
    Effect: 'Allow',
    Action: ['ses:SendEmail', 'ses:SendRawEmail'],
    Resource: [
      { 'Fn::Join': ['', ['arn:aws:ses:eu-central-1:123456789012:identity/', { Ref: logicalId(backend.mail.identity) }]] },
      { 'Fn::Join': ['', ['arn:aws:ses:eu-central-1:123456789012:configuration-set/', { Ref: logicalId(backend.mail.configurationSet) }]] },
    ],
  },
];
const secretRef = (secret: string) => ({
  // The construct id without its dashes, then CDK's hash: `elevenlabs` is not `elevenlabs-webhook`.
  Ref: Object.keys(template().findResources('AWS::SecretsManager::Secret')).find((id) =>
    new RegExp(`^Secrets${secret.replaceAll('-', '')}[0-9A-F]{8}$`).test(id),
  ),
});

describe.each(ALL_FUNCTIONS.map((spec) => [spec.name, spec] as const))('the %s function', (_name, spec) => {
  it('runs Node.js 24 on arm64 with JSON logs in its own log group, kept for a month', () => {
    const ids = fnIds(spec);
    template().hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: spec.memoryMb,
      Handler: 'index.handler',
      LoggingConfig: { LogFormat: 'JSON', ApplicationLogLevel: 'INFO', SystemLogLevel: 'WARN', LogGroup: { Ref: ids.logGroup } },
      Role: { 'Fn::GetAtt': [ids.role, 'Arn'] },
    });
    template().hasResourceProperties('AWS::Logs::LogGroup', Match.objectEquals({ RetentionInDays: 30 }));
    expect(template().findResources('AWS::Logs::LogGroup')[ids.logGroup]!.Properties.RetentionInDays).toBe(30);
  });

  it('stops before whatever invokes it stops waiting', () => {
    const { Timeout } = template().findResources('AWS::Lambda::Function')[fnIds(spec).function]!.Properties as { Timeout: number };
    // API Gateway answers 504 after 29 s, so an API function working longer works for nobody; a
    // scheduled run must end before the next one starts, or two sweepers send the same message.
    const limit = 'rateMinutes' in spec ? (spec.rateMinutes as number) * 60 : 29;
    expect(Timeout).toBeLessThanOrEqual(limit);
    expect(Timeout).toBeGreaterThanOrEqual(3);
  });

  it('gets the Powertools settings, and the names of exactly its tables and secrets', () => {
    const variables = template().findResources('AWS::Lambda::Function')[fnIds(spec).function]!.Properties.Environment.Variables;
    expect(variables).toMatchObject({
      POWERTOOLS_SERVICE_NAME: 'site-backend',
      POWERTOOLS_METRICS_NAMESPACE: 'Site/Backend',
      POWERTOOLS_LOG_LEVEL: 'INFO',
    });
    const tableEnvs = Object.values(TABLES as Record<string, TableSpec>).map((t) => t.tableNameEnv);
    const secretEnvs = Object.values(SECRETS).map((s) => s.arnEnv);
    expect(
      Object.keys(variables)
        .filter((name) => tableEnvs.includes(name))
        .sort(),
    ).toEqual([...new Set(spec.tables.map((g) => TABLES[g.table].tableNameEnv))].sort());
    expect(
      Object.keys(variables)
        .filter((name) => secretEnvs.includes(name))
        .sort(),
    ).toEqual(spec.secrets.map((s) => SECRETS[s].arnEnv).sort());
    for (const grant of spec.tables) expect(variables[TABLES[grant.table].tableNameEnv]).toEqual({ Ref: tableId(grant.table) });
  });

  it('may only write its log group, use its declared tables, read its own secrets and publish to its own topics', () => {
    const ids = fnIds(spec);
    const { statements, managed } = permissionsOf(ids.role);
    expect(managed).toBeUndefined();
    const expected: Statement[] = [
      { Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents'], Resource: { 'Fn::GetAtt': [ids.logGroup, 'Arn'] } },
      ...spec.tables.map((grant) => {
        const indexes = TABLES[grant.table].globalSecondaryIndexes.map((index) => ({ 'Fn::Join': ['', [tableArn(grant.table), `/index/${index.indexName}`]] }));
        const resources = grant.actions.includes('Query') ? [tableArn(grant.table), ...indexes] : [tableArn(grant.table)];
        const actions = grant.actions.map((action) => `dynamodb:${action}`).sort();
        return {
          Effect: 'Allow',
          Action: actions.length === 1 ? actions[0]! : actions,
          Resource: resources.length === 1 ? resources[0] : resources,
          ...(grant.leadingKeys ? { Condition: onItems(...grant.leadingKeys) } : {}),
        };
      }),
      ...spec.secrets.map((secret) => ({ Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: secretRef(secret) })),
      ...(spec.topics ?? []).map((topic) => ({ Effect: 'Allow', Action: 'sns:Publish', Resource: { Ref: topicId(topic) } })),
      ...(spec.name === 'release-rollback' ? pointerGrants() : []),
      // Whether a release is published, so pages are signed (the edge's key itself is its secret, H6).
      ...(spec.name === 'client-signals'
        ? [{ Effect: 'Allow', Action: 'cloudfront-keyvaluestore:GetKey', Resource: { 'Fn::GetAtt': [logicalId(backend.release.store), 'Arn'] } }]
        : []),
      ...(spec.sendsMail ? mailGrants() : []),
    ];
    // Statements on the same actions may be merged by CDK; compare per resource.
    const flatten = (list: Statement[]) =>
      list.flatMap((s) => [s.Resource].flat().map((resource) => JSON.stringify([s.Effect, [s.Action].flat().sort(), resource, s.Condition ?? null]))).sort();
    expect(flatten(statements)).toEqual(flatten(expected));
    // No wildcard resource or action; the one `*` allowed is the If-None-Match condition's (a put that creates only).
    expect(JSON.stringify(statements).replaceAll('"s3:if-none-match":"*"', '')).not.toMatch(/"\*"|:\*"|\/index\/\*/);
  });
});

describe('least privilege across functions', () => {
  const statementsOf = (name: string) => permissionsOf(fnIds(ALL_FUNCTIONS.find((spec) => spec.name === name)!).role).statements;

  it('keeps the token function away from every table and item but its counters and places, and from the Telegram secret', () => {
    const dynamo = statementsOf('elevenlabs-token').filter((s) => JSON.stringify(s.Action).includes('dynamodb'));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: tableArn('control'), Condition: onItems('voice-tokens#*') },
      // A conversation's place is read when it ends, and no other item.
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn('control'), Condition: onItems('voice-tokens#place#*') },
    ]);
    const statements = JSON.stringify(statementsOf('elevenlabs-token'));
    expect(statements).not.toContain(JSON.stringify(secretRef('telegram')));
    expect(statements).toContain(JSON.stringify(secretRef('elevenlabs')));
  });

  it('lets the voice-contact function keep, confirm and reject contacts, read or keep a conversation’s record, index them for erasure and read and set the channel switch, nothing else', () => {
    const dynamo = statementsOf('voice-contact').filter((s) => JSON.stringify(s.Action).includes('dynamodb'));
    expect(dynamo).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        Resource: [tableArn('voiceContacts'), { 'Fn::Join': ['', [tableArn('voiceContacts'), '/index/notify-queue']] }],
      },
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: tableArn('voiceCalls') },
      { Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:Query'], Resource: tableArn('personalDataIndex') },
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: tableArn('control'), Condition: onItems('notification-channel') },
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: tableArn('control'), Condition: onItems('network-allowance#voiceContacts#*') },
      // The one meeting a call Lumi placed may book, read by its key for the call's notice (issue 61).
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn('meetings'), Condition: onItems('meeting#*') },
    ]);
  });

  it('lets no function touch an item of the control table other than its own (no sender can reset the token counters)', () => {
    for (const spec of ALL_FUNCTIONS) {
      for (const statement of statementsOf(spec.name)) {
        // The control table alone or among others (IAM merges statements of the same actions and no condition).
        const resources = [statement.Resource].flat();
        if (!resources.some((resource) => JSON.stringify(resource) === JSON.stringify(tableArn('control')))) continue;
        const condition = statement.Condition as { 'ForAllValues:StringLike'?: { 'dynamodb:LeadingKeys'?: string[] } } | undefined;
        const patterns = condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? ['(any item)'];
        const own =
          spec.name === 'elevenlabs-token'
            ? [['voice-tokens#*'], ['voice-tokens#place#*']]
            : spec.name === 'client-signals'
              ? [['client-signals#*'], ['release-health#*']]
              : spec.name === 'release-rollback'
                ? [['release-health#*']]
                : spec.name === 'leads'
                  ? [['notification-channel'], ['network-allowance#leads#*'], ['network-allowance#leadsForReview#*']]
                  : spec.name === 'voice-contact'
                    ? [['notification-channel'], ['network-allowance#voiceContacts#*']]
                    : spec.name === 'meetings'
                      ? [['notification-channel'], ['network-allowance#meetings#*'], ['network-allowance#meetingTimes#*'], ['meetings#*']]
                      : spec.name === 'agent-meetings'
                        ? [['notification-channel'], ['meetings#*']]
                        : spec.name === 'voice-feedback'
                          ? [['network-allowance#voiceFeedback#*']]
                          : spec.name === 'phone-call'
                            ? [['phone-calls#*']]
                            : spec.name === 'notification-sweeper'
                              ? [['notification-channel'], ['phone-calls#*'], CONVERSATION_PLACE_ITEMS]
                              : spec.name === 'elevenlabs-webhook'
                                ? [['notification-channel'], ['phone-calls#do-not-call#*'], CONVERSATION_PLACE_ITEMS]
                                : [['notification-channel']];
        expect(own, `${spec.name} may touch ${patterns.join(', ')}`).toContainEqual(patterns);
      }
    }
  });

  it('lets the voice feedback set a rate on the voice-calls table, read a placed call (rated by its id), index its comment and count its network’s allowance, and nothing else, with the ElevenLabs key', () => {
    const dynamo = statementsOf('voice-feedback').filter((s) => JSON.stringify(s.Action).includes('dynamodb'));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: tableArn('voiceCalls') },
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn('phoneCalls') },
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: tableArn('personalDataIndex') },
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: tableArn('control'), Condition: onItems('network-allowance#voiceFeedback#*') },
    ]);
    expect(JSON.stringify(statementsOf('voice-feedback'))).toContain(JSON.stringify(secretRef('elevenlabs')));
  });

  it('lets the client signals write only their per-network marks in the control table, and read nothing', () => {
    const dynamo = statementsOf('client-signals').filter((s) => JSON.stringify(s.Action).includes('dynamodb'));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: tableArn('control'), Condition: onItems('client-signals#*') },
      // Each site release's health, which the automatic rollback judges a candidate by.
      { Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:UpdateItem'], Resource: tableArn('control'), Condition: onItems('release-health#*') },
    ]);
  });

  it('lets the post-call webhook keep conversations (or note that it came on a record a lookup kept) and settle their contacts with its own secret, not the ElevenLabs key', () => {
    const dynamo = statementsOf('elevenlabs-webhook').filter((s) => JSON.stringify(s.Action).includes('dynamodb'));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: 'dynamodb:UpdateItem', Resource: tableArn('voiceCalls') },
      { Effect: 'Allow', Action: ['dynamodb:PutItem', 'dynamodb:Query'], Resource: tableArn('personalDataIndex') },
      {
        Effect: 'Allow',
        Action: ['dynamodb:Query', 'dynamodb:UpdateItem'],
        Resource: [tableArn('voiceContacts'), { 'Fn::Join': ['', [tableArn('voiceContacts'), '/index/notify-queue']] }],
      },
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: tableArn('control'), Condition: onItems('notification-channel') },
      // The do-not-call list: a callee who did not ask is listed, and a listed number's contact held (H1).
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: tableArn('control'), Condition: onItems('phone-calls#do-not-call#*') },
      // The conversation, ended, gives back the place it holds among the open ones (issue 57 §3).
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: tableArn('control'), Condition: onItems(...CONVERSATION_PLACE_ITEMS) },
      // The one meeting a call Lumi placed may book, read by its key for the call's notice (issue 61).
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: tableArn('meetings'), Condition: onItems('meeting#*') },
    ]);
    const statements = JSON.stringify(statementsOf('elevenlabs-webhook'));
    expect(statements).toContain(JSON.stringify(secretRef('elevenlabs-webhook')));
    expect(statements).not.toContain(JSON.stringify(secretRef('elevenlabs')));
  });

  it('lets only the functions that store people’s contacts write the personal-data index; those whose records join a person’s thread read it by key, and no other', () => {
    const writers = ALL_FUNCTIONS.filter((spec) => JSON.stringify(statementsOf(spec.name)).includes(JSON.stringify(tableArn('personalDataIndex'))));
    // The voice functions and the sweeper keep conversations' records (with the phones the agent took) too, and a rate's comment may name one.
    // A meeting holds the visitor's e-mail; a call booked for the morning its number, until it rings.
    expect(writers.map((spec) => spec.name).sort()).toEqual([
      'agent-meetings',
      'elevenlabs-webhook',
      'leads',
      'meetings',
      'notification-sweeper',
      'phone-call',
      'voice-contact',
      'voice-feedback',
    ]);
    for (const spec of writers) {
      // CDK merges grants of one action: the index may share its statement with another table's PutItem.
      const index = statementsOf(spec.name).filter((s) => [s.Resource].flat().some((r) => JSON.stringify(r) === JSON.stringify(tableArn('personalDataIndex'))));
      // A thread is read by the person's keyed hash (Query); nothing is ever got, scanned or deleted from here.
      const threaded = ['agent-meetings', 'elevenlabs-webhook', 'leads', 'meetings', 'notification-sweeper', 'voice-contact'].includes(spec.name);
      expect(
        index.map((statement) => statement.Action),
        spec.name,
      ).toEqual([threaded ? ['dynamodb:PutItem', 'dynamodb:Query'] : 'dynamodb:PutItem']);
    }
  });

  it('lets the phone-call function keep and read calls, and take and give back only its own allowances, with the ElevenLabs key and the personal-data key, not Telegram', () => {
    const dynamo = statementsOf('phone-call').filter((s) => JSON.stringify(s.Action).includes('dynamodb'));
    expect(dynamo).toEqual([
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:PutItem'], Resource: tableArn('phoneCalls') },
      // A booked call is indexed for erasure (issue 57 §4).
      { Effect: 'Allow', Action: 'dynamodb:PutItem', Resource: tableArn('personalDataIndex') },
      // GetItem reads the do-not-call list.
      { Effect: 'Allow', Action: ['dynamodb:GetItem', 'dynamodb:UpdateItem'], Resource: tableArn('control'), Condition: onItems('phone-calls#*') },
    ]);
    const statements = JSON.stringify(statementsOf('phone-call'));
    expect(statements).toContain(JSON.stringify(secretRef('elevenlabs')));
    expect(statements).toContain(JSON.stringify(secretRef('personalData')));
    expect(statements).not.toContain(JSON.stringify(secretRef('telegram')));
    // The sweeper places the calls booked for the morning: it finds them by the due-calls index.
    // CDK merges it with the leads' grant of the same actions.
    const sweeper = statementsOf('notification-sweeper').filter((s) => JSON.stringify(s.Resource).includes(tableId('phoneCalls')));
    expect(sweeper).toHaveLength(1);
    expect(sweeper[0]!.Action).toEqual(['dynamodb:Query', 'dynamodb:UpdateItem']);
    expect(sweeper[0]!.Resource).toEqual(expect.arrayContaining([tableArn('phoneCalls'), { 'Fn::Join': ['', [tableArn('phoneCalls'), '/index/due-calls']] }]));
  });

  it("gives the phone-call function the agent, its phone number and the calls' allowances, and the markets to call", () => {
    const variables =
      template().findResources('AWS::Lambda::Function')[fnIds(API_FUNCTIONS.find((spec) => spec.name === 'phone-call')!).function]!.Properties.Environment
        .Variables;
    expect(variables).toMatchObject({
      PHONE_CALL_COUNTRIES: 'UA,PL,DE,ES,NL,LT,KZ,GB',
      PHONE_CALLS_PER_NETWORK_PER_HOUR: '3',
      PHONE_CALLS_PER_HOUR: '12',
      PHONE_CALL_MINUTES_PER_DAY: '200',
      PHONE_CALL_MAX_MINUTES: '10',
      ELEVENLABS_PHONE_PROVIDER: 'twilio',
    });
  });

  it('grants GetItem on the control, voice-calls, phone-calls and meetings tables only (and a lead to the meetings, for the thank-you page), Query only to the sweepers, the webhook, the voice contacts and the meetings, and BatchGetItem only to the sweeper on the voice tables', () => {
    const meetingsTable = [
      tableArn('meetings'),
      ...TABLES.meetings.globalSecondaryIndexes.map((index) => ({ 'Fn::Join': ['', [tableArn('meetings'), `/index/${index.indexName}`]] })),
    ];
    for (const spec of ALL_FUNCTIONS) {
      for (const statement of statementsOf(spec.name)) {
        const actions = [statement.Action].flat();
        if (actions.includes('dynamodb:GetItem')) {
          const allowed = [
            tableArn('control'),
            tableArn('voiceCalls'),
            tableArn('phoneCalls'),
            ...meetingsTable,
            ...(spec.name === 'meetings' ? [tableArn('leads')] : []),
          ];
          for (const resource of [statement.Resource].flat()) expect(allowed, spec.name).toContainEqual(resource);
        }
        if (
          !['notification-sweeper', 'elevenlabs-webhook', 'voice-contact', 'leads', 'meetings', 'agent-meetings', 'meeting-pages', 'meeting-sweeper'].includes(
            spec.name,
          )
        )
          expect(actions).not.toContain('dynamodb:Query');
        if (actions.includes('dynamodb:BatchGetItem')) expect(spec.name).toBe('notification-sweeper');
        expect(actions).not.toContain('dynamodb:Scan');
      }
    }
    const sweeper = statementsOf('notification-sweeper').filter((s) => JSON.stringify(s.Resource) === JSON.stringify(tableArn('voiceCalls')));
    expect(sweeper.map((statement) => [statement.Action].flat().sort())).toEqual([['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:UpdateItem']]);
  });

  it('keeps every function that does not sign voice URLs away from the ElevenLabs key', () => {
    for (const spec of ALL_FUNCTIONS.filter((s) => !s.secrets.includes('elevenlabs'))) {
      expect(JSON.stringify(statementsOf(spec.name))).not.toContain(JSON.stringify(secretRef('elevenlabs')));
    }
  });
});

describe('the e-mail digest of notifications Telegram did not deliver in time', () => {
  it('goes through an encrypted topic that refuses plain HTTP, to the operators’ address alone', () => {
    template().hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue(), DisplayName: 'Site leads' });
    const subscriptions = template().findResources('AWS::SNS::Subscription');
    // This topic's, and the automatic rollback's (a release to look at): each to the operators' address alone.
    // This topic's, the automatic rollback's (a release to look at) and SES's bounces and complaints: each to the operators' address alone.
    expect(Object.values(subscriptions).map((subscription) => subscription.Properties)).toEqual([
      { Protocol: 'email', Endpoint: 'alerts@example.com', TopicArn: { Ref: digestTopicId() } },
      { Protocol: 'email', Endpoint: 'alerts@example.com', TopicArn: { Ref: topicId('releaseRollback') } },
      { Protocol: 'email', Endpoint: 'alerts@example.com', TopicArn: { Ref: logicalId(backend.mail.events) } },
    ]);
    template().hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('is published by the sweeper alone, which learns the topic in its variable', () => {
    const publishers = ALL_FUNCTIONS.filter((spec) => JSON.stringify(permissionsOf(fnIds(spec).role).statements).includes('sns:Publish'));
    expect(publishers.map((spec) => spec.name)).toEqual(['notification-sweeper', 'release-rollback']);
    const rollback = permissionsOf(fnIds(SCHEDULED_FUNCTIONS.find((spec) => spec.name === 'release-rollback')!).role).statements;
    expect(JSON.stringify(rollback)).not.toContain(JSON.stringify({ Ref: digestTopicId() }));
    const variables = template().findResources('AWS::Lambda::Function')[fnIds(SCHEDULED_FUNCTIONS[0]!).function]!.Properties.Environment.Variables;
    expect(variables.MANAGER_DIGEST_TOPIC_ARN).toEqual({ Ref: digestTopicId() });
  });
});

describe('the API', () => {
  it('is regional, throttled per stage, and logs access as JSON and execution errors', () => {
    template().hasResourceProperties('AWS::ApiGateway::RestApi', { EndpointConfiguration: { Types: ['REGIONAL'] } });
    template().hasResourceProperties('AWS::ApiGateway::Stage', {
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
        }),
      ]),
      AccessLogSetting: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId".*"status":"\\$context.status".*"error":"\\$context.error.message"'),
      },
    });
    template().hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  it('throttles each method on its own, leads above voice contacts above tokens, all under the stage', () => {
    const settings = template().findResources('AWS::ApiGateway::Stage');
    const methodSettings = Object.values(settings)[0]!.Properties.MethodSettings as Array<Record<string, unknown>>;
    const limitOf = (path: string) =>
      methodSettings.find((setting) => setting.ResourcePath === `/${path.replaceAll('/', '~1')}` && setting.HttpMethod === 'POST');
    expect(limitOf('/api/leads')).toMatchObject({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
    expect(limitOf('/api/save-voice-conversation')).toMatchObject({ ThrottlingRateLimit: 3, ThrottlingBurstLimit: 6 });
    expect(limitOf('/api/send-telegram-notification')).toMatchObject({ ThrottlingRateLimit: 3, ThrottlingBurstLimit: 6 });
    expect(limitOf('/api/elevenlabs-token')).toMatchObject({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 5 });
    expect(limitOf('/api/elevenlabs-webhook')).toMatchObject({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
  });

  it('lets no route take another’s share: the stage allows the sum of its methods’ limits, so a flood of the browsers’ routes leaves ElevenLabs’ webhook its own (F2)', () => {
    const methodSettings = Object.values(template().findResources('AWS::ApiGateway::Stage'))[0]!.Properties.MethodSettings as Array<Record<string, any>>;
    const stage = methodSettings.find((setting) => setting.ResourcePath === '/*')!;
    const methods = methodSettings.filter((setting) => setting.ResourcePath !== '/*');
    expect(methods).toHaveLength(API_FUNCTIONS.flatMap(routesOf).length);
    const sum = (key: string) => methods.reduce((total, setting) => total + Number(setting[key]), 0);
    expect(stage.ThrottlingRateLimit).toBeGreaterThanOrEqual(sum('ThrottlingRateLimit'));
    expect(stage.ThrottlingBurstLimit).toBeGreaterThanOrEqual(sum('ThrottlingBurstLimit'));
  });

  it('validates request bodies and parameters on every method, and requires the key only CloudFront sends', () => {
    template().hasResourceProperties('AWS::ApiGateway::RequestValidator', { ValidateRequestBody: true, ValidateRequestParameters: true });
    const [validatorId] = Object.keys(template().findResources('AWS::ApiGateway::RequestValidator'));
    const methods = Object.values(template().findResources('AWS::ApiGateway::Method'));
    expect(methods).toHaveLength(API_FUNCTIONS.flatMap(routesOf).length);
    for (const method of methods) {
      expect(method.Properties).toMatchObject({ ApiKeyRequired: true, AuthorizationType: 'NONE', RequestValidatorId: { Ref: validatorId } });
      expect(method.Properties.Integration.Type).toBe('AWS_PROXY');
    }
    template().hasResourceProperties('AWS::ApiGateway::Model', { ContentType: 'application/json', Schema: Match.objectLike({ type: 'object' }) });
    template().hasResourceProperties('AWS::ApiGateway::ApiKey', {
      Enabled: true,
      Value: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', Match.anyValue(), ':SecretString:::}}']] },
    });
    template().hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'site/api-origin-key',
      GenerateSecretString: Match.objectLike({ PasswordLength: 40 }),
    });
    template().resourceCountIs('AWS::ApiGateway::UsagePlanKey', 1);
  });

  it('passes a form posted without JavaScript to the leads function: the JSON-object model binds application/json alone', () => {
    // API Gateway validates a body only against the model of its content type; with no `$default`
    // model, application/x-www-form-urlencoded reaches the function, which validates it with the schema.
    for (const method of Object.values(template().findResources('AWS::ApiGateway::Method', { Properties: { HttpMethod: 'POST' } }))) {
      expect(Object.keys(method.Properties.RequestModels ?? {})).toEqual(['application/json']);
    }
  });

  it('counts the calls it throttles (429) from its access log, since API Gateway has no such metric', () => {
    template().hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      LogGroupName: { Ref: backend.getLogicalId(backend.api.accessLogs.node.defaultChild as CfnElement) },
      MetricTransformations: [{ MetricNamespace: 'Site/Api', MetricName: 'ThrottledRequests', MetricValue: '1' }],
    });
  });

  it('answers its own refusals (bad body, too large, throttled, any other 4xx, 5xx) in the functions’ error format', () => {
    const responses = Object.values(template().findResources('AWS::ApiGateway::GatewayResponse')).map((r) => r.Properties);
    expect(responses.map((r) => r.ResponseType).sort()).toEqual(['BAD_REQUEST_BODY', 'DEFAULT_4XX', 'DEFAULT_5XX', 'REQUEST_TOO_LARGE', 'THROTTLED']);
    for (const response of responses) {
      expect(response.StatusCode).toBeUndefined();
      const body = (response.ResponseTemplates['application/json'] as string).replace('$context.error.messageString', '"Internal server error"');
      expect(apiErrorBodySchema.safeParse(JSON.parse(body)).success, body).toBe(true);
    }
  });

  it('has exactly the methods the OpenAPI document describes (no route or method drifts from it)', () => {
    const deployed = Object.values(template().findResources('AWS::ApiGateway::Method')).map(
      (m) => `${String(m.Properties.HttpMethod).toLowerCase()} ${pathOf((m.Properties.ResourceId as { Ref: string }).Ref)}`,
    );
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(deployed.sort()).toEqual(documented.sort());
  });

  it.each(API_FUNCTIONS.flatMap((spec) => routesOf(spec).map((path) => [spec.method, path, spec] as const)))(
    'routes %s %s to its function',
    (method, path, spec) => {
      const route = Object.values(template().findResources('AWS::ApiGateway::Method', { Properties: { HttpMethod: method } })).find(
        (m) => pathOf((m.Properties.ResourceId as { Ref: string }).Ref) === path,
      );
      expect(route).toBeDefined();
      expect(JSON.stringify(route!.Properties.Integration.Uri)).toContain(fnIds(spec).function);
    },
  );
});

describe('the tables', () => {
  it.each(Object.entries(TABLES))('publish the %s table’s name in SSM for the operators’ tools', (table, spec) => {
    template().hasResourceProperties('AWS::SSM::Parameter', {
      Name: `/site/backend/tables/${spec.name}`,
      Type: 'String',
      Value: { Ref: tableId(table as keyof typeof TABLES) },
    });
  });

  it.each(Object.entries(TABLES as Record<string, TableSpec>))('%s: on demand, PITR, encrypted, TTL, retained, with its keys and indexes', (table, spec) => {
    const resource = template().findResources('AWS::DynamoDB::GlobalTable')[tableId(table as keyof typeof TABLES)]!;
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS' },
      TimeToLiveSpecification: { AttributeName: spec.timeToLiveAttribute, Enabled: true },
      Replicas: [
        expect.objectContaining({
          // The backups are kept as long as the trust page and the privacy policy say.
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true, RecoveryPeriodInDays: DATA_POLICY.retentionDays.backups },
          DeletionProtectionEnabled: true,
        }),
      ],
      KeySchema: [
        { AttributeName: spec.partitionKey.name, KeyType: 'HASH' },
        ...(spec.sortKey ? [{ AttributeName: spec.sortKey.name, KeyType: 'RANGE' }] : []),
      ],
    });
    const indexes = (resource.Properties.GlobalSecondaryIndexes ?? []) as Array<{ IndexName: string; Projection: unknown }>;
    expect(indexes.map((index) => [index.IndexName, index.Projection])).toEqual(
      spec.globalSecondaryIndexes.map((index) => [index.indexName, { ProjectionType: 'ALL' }]),
    );
  });
});

describe('the secrets', () => {
  it('generates the personal-data key at the first deployment, and keeps it on deletion', () => {
    const resource = template().findResources('AWS::SecretsManager::Secret')[secretRef('personalData').Ref!]!;
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.Properties.Name).toBe('site/personalData');
    expect(resource.Properties.SecretString).toBeUndefined();
    expect(resource.Properties.GenerateSecretString).toEqual({
      SecretStringTemplate: '{}',
      GenerateStringKey: 'hmacKey',
      PasswordLength: 64,
      ExcludePunctuation: true,
    });
  });

  it.each(Object.entries(SECRETS).filter(([, spec]) => !spec.generated))(
    '%s is created without a value, so no deployment can write over the keys, and kept on deletion',
    (secret, spec) => {
      const resource = template().findResources('AWS::SecretsManager::Secret')[secretRef(secret).Ref!]!;
      expect(resource.DeletionPolicy).toBe('Retain');
      expect(resource.Properties.Name).toBe(`site/${secret}`);
      expect(resource.Properties).not.toHaveProperty('SecretString');
      expect(resource.Properties).not.toHaveProperty('GenerateSecretString');
      expect(resource.Properties.Description).toContain(spec.jsonShape);
    },
  );
});

describe('the notification sweeper', () => {
  it.each(SCHEDULED_FUNCTIONS.map((spec) => [spec.name, spec] as const))(
    '%s runs on its rate and is not retried (the next run is the retry)',
    (_name, spec) => {
      const target = { 'Fn::GetAtt': [fnIds(spec).function, 'Arn'] };
      template().hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: spec.rateMinutes === 1 ? 'rate(1 minute)' : `rate(${spec.rateMinutes} minutes)`,
        State: 'ENABLED',
        Targets: [Match.objectLike({ Arn: target, RetryPolicy: { MaximumRetryAttempts: 0, MaximumEventAgeInSeconds: 60 } })],
      });
      template().hasResourceProperties('AWS::Lambda::EventInvokeConfig', { FunctionName: { Ref: fnIds(spec).function }, MaximumRetryAttempts: 0 });
    },
  );
});
