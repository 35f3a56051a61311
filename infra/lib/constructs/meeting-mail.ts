import { CfnOutput, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { ManagerDigestTopic } from './manager-digest-topic';

export interface MeetingMailProps {
  /** The domain the invitations are sent from (the sender's, `MEETING_MAIL_FROM`). */
  readonly domain: string;
  /** The operators' address: bounces and complaints are mailed there. */
  readonly alarmEmail: string;
}

/**
 * The visitors' e-mail (invitations, moves, cancellations, reminders) through Amazon SES: the
 * sending domain as a verified identity with Easy DKIM (2048-bit; its three CNAME records are this
 * stack's outputs, to publish in the domain's DNS) and a custom MAIL FROM, and one configuration
 * set every message goes through: reputation metrics on (the bounce and complaint rates the alarms
 * read), the account's suppression list for addresses that bounced or complained (never mailed
 * again), and every bounce, complaint, rejection and delay sent to a topic the operators receive.
 */
export class MeetingMail extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly events: sns.Topic;

  constructor(scope: Construct, id: string, props: MeetingMailProps) {
    super(scope, id);
    this.configurationSet = new ses.ConfigurationSet(this, 'Set', {
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.events = new ManagerDigestTopic(this, 'Events', { email: props.alarmEmail, displayName: 'Site e-mail bounces' }).topic;
    this.configurationSet.addEventDestination('Bounces', {
      destination: ses.EventDestination.snsTopic(this.events),
      events: [
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
        ses.EmailSendingEvent.DELIVERY_DELAY,
        ses.EmailSendingEvent.RENDERING_FAILURE,
      ],
    });
    this.identity = new ses.EmailIdentity(this, 'Domain', {
      identity: ses.Identity.domain(props.domain),
      mailFromDomain: `mail.${props.domain}`,
      configurationSet: this.configurationSet,
      dkimSigning: true,
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `DKIM CNAME ${index + 1} of ${props.domain}, to publish in its DNS`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /** Lets a function send through the identity and the configuration set, and nothing else. */
  grantSend(grantee: iam.IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          this.identity.emailIdentityArn,
          Stack.of(this).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: this.configurationSet.configurationSetName }),
        ],
      }),
    );
  }
}
