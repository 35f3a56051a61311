import { Match } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { API_FUNCTIONS, SCHEDULED_FUNCTIONS } from '@site/lambdas/functions';
import { AGENT_MEETING_REFUSALS } from '@site/lambdas/metrics';
import { SECRETS } from '@site/lambdas/settings';
import { synthesizeSite } from './support/synth-site';

const site = synthesizeSite();
const backend = site.stacks.backend;
const template = () => site.template(backend);
const logicalId = (construct: { node: { defaultChild?: unknown } }) => backend.getLogicalId(construct.node.defaultChild as CfnElement);

describe("the meetings' e-mail (SES)", () => {
  it('sends from the sender’s domain, verified with Easy DKIM and a MAIL FROM of its own, through the configuration set', () => {
    template().hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'synthra.ai',
      DkimSigningAttributes: Match.absent(),
      DkimAttributes: { SigningEnabled: true },
      MailFromAttributes: { MailFromDomain: 'mail.synthra.ai' },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: logicalId(backend.mail.configurationSet) } },
    });
    // The three DKIM CNAMEs are outputs, to publish in the domain's DNS.
    expect(Object.keys(template().findOutputs('*')).filter((name) => name.includes('DkimRecord'))).toHaveLength(3);
  });

  it('keeps reputation metrics and suppresses addresses that bounced or complained, over TLS only', () => {
    template().hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SendingOptions: { SendingEnabled: true },
    });
  });

  it('sends every bounce, complaint, rejection and delay to a topic the operators receive', () => {
    template().hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: logicalId(backend.mail.configurationSet) },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayEquals(['bounce', 'complaint', 'reject', 'deliveryDelay', 'renderingFailure']),
        SnsDestination: { TopicARN: { Ref: logicalId(backend.mail.events) } },
      },
    });
    template().hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'alerts@example.com',
      TopicArn: { Ref: logicalId(backend.mail.events) },
    });
  });

  it('gives the functions that send the configuration set’s name, and only they may send', () => {
    const functions = template().findResources('AWS::Lambda::Function');
    for (const spec of [...API_FUNCTIONS, ...SCHEDULED_FUNCTIONS]) {
      const fn = backend.functions.get(spec.name)!;
      const variables = functions[logicalId(fn.function)]!.Properties.Environment.Variables as Record<string, unknown>;
      const policies = Object.values(template().findResources('AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(logicalId(fn.function.role! as never)),
      );
      expect(JSON.stringify(policies).includes('ses:SendEmail'), spec.name).toBe(spec.sendsMail === true);
      if (spec.sendsMail) expect(variables.SES_CONFIGURATION_SET).toEqual({ Ref: logicalId(backend.mail.configurationSet) });
    }
    expect([...API_FUNCTIONS, ...SCHEDULED_FUNCTIONS].filter((spec) => spec.sendsMail).map((spec) => spec.name)).toEqual([
      'agent-meetings',
      'meetings',
      'meeting-sweeper',
    ]);
  });
});

describe("the meetings' secrets", () => {
  it('generates the link key at the first deployment and keeps it, and leaves the calendars’ credentials for operators to fill', () => {
    const secrets = template().findResources('AWS::SecretsManager::Secret');
    const named = (id: string) => Object.entries(secrets).find(([logical]) => new RegExp(`^Secrets${id}[0-9A-F]{8}$`).test(logical))![1];
    const links = named('meetingLinks');
    expect(links.Properties.GenerateSecretString).toMatchObject({ GenerateStringKey: 'linkKey', PasswordLength: 64, ExcludePunctuation: true });
    expect(links.DeletionPolicy).toBe('Retain');
    const calendars = named('meetingCalendars');
    expect(calendars.Properties.GenerateSecretString).toBeUndefined();
    expect(calendars.Properties.Description).toContain(SECRETS.meetingCalendars.jsonShape);
    expect(calendars.DeletionPolicy).toBe('Retain');
  });
});

describe("the meetings' alarms", () => {
  const alarms = () => Object.values(site.template(site.stacks.monitoring).findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
  const named = (name: string) => alarms().find((alarm) => String(alarm.AlarmName).endsWith(name));

  it('ring for failed bookings, a calendar that does not answer, work still undone after an hour, and bounces and complaints', () => {
    expect(named('-MeetingsFailing')).toMatchObject({ MetricName: 'MeetingsFailed', Namespace: 'Site/Backend', Threshold: 1 });
    expect(named('-CalendarUnanswered')).toMatchObject({ MetricName: 'CalendarUnanswered', EvaluationPeriods: 3 });
    expect(named('-MeetingWorkOverdue')).toMatchObject({ MetricName: 'MeetingWorkOverdue', Statistic: 'Maximum', Threshold: 1 });
    expect(named('-MeetingMailBounces')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate', Threshold: 0.05 });
    expect(named('-MeetingMailComplaints')).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate', Threshold: 0.001 });
  });

  it("graph the phone agent's meeting tools refused, each reason its own line, and ring for none of them (docs/runbook.md)", () => {
    const [dashboard] = Object.values(site.template(site.stacks.monitoring).findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    expect(body).toContain("Meetings in Lumi's calls: the tools refused, by reason");
    for (const reason of AGENT_MEETING_REFUSALS) {
      expect(body).toContain(`\\"AgentMeetingsRefused\\",\\"reason\\",\\"${reason}\\",\\"service\\",\\"site-backend\\"`);
    }
    expect(alarms().filter((alarm) => alarm.MetricName === 'AgentMeetingsRefused')).toEqual([]);
  });
});
