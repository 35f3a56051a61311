import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface ManagerDigestTopicProps {
  /** The operators' address: the digest carries leads' contacts, so it goes there and nowhere else. */
  readonly email: string;
  /** The sender's name in the e-mails. */
  readonly displayName?: string;
}

/**
 * The e-mail way to the managers: the sweeper publishes a digest of the notifications Telegram did
 * not deliver in time, and SNS mails it to its one subscriber, the operators' address (who confirm
 * the subscription once). Encrypted at rest with SNS's AWS managed key, which the account's own
 * publishers may use (unlike CloudWatch, which is why the alarm topic has a key of its own), and
 * refusing publication without TLS.
 */
export class ManagerDigestTopic extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: ManagerDigestTopicProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: props.displayName ?? 'Site leads',
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
  }
}
