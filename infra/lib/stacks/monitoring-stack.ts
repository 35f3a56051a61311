import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { AlarmTopic } from '../constructs/alarm-topic';
import { BackendAlarms } from '../constructs/backend-alarms';
import { BrowserAlarms } from '../constructs/browser-alarms';
import { SiteDashboard } from '../constructs/site-dashboard';

export interface MonitoringStackProps extends StackProps {
  /** The dashboard's name in the CloudWatch console, and the prefix of every alarm's name. */
  readonly dashboardName: string;
  readonly alarmEmail: string;
  readonly api: apigateway.RestApi;
  readonly functions: ReadonlyMap<string, lambda.IFunction>;
  readonly scheduled: ReadonlyArray<{ readonly name: string; readonly rateMinutes: number }>;
  readonly distributionId: string;
  readonly webAclName: string;
  /** The conversations one client network is signed in a day (`VOICE_TOKENS_PER_CLIENT_PER_DAY`): what one stranger can hold. */
  readonly conversationsPerNetworkPerDay: number;
}

/**
 * Operations in the site's region: the dashboard (which also graphs CloudFront's and the WAF's
 * us-east-1 metrics) and the alarms of the backend and of what browsers report, notifying the
 * operators' e-mail. CloudFront's own alarms
 * live in us-east-1 (EdgeMonitoringStack), the only region its metrics are in.
 */
export class MonitoringStack extends Stack {
  readonly alarmTopic: AlarmTopic;
  readonly alarms: BackendAlarms;
  readonly browserAlarms: BrowserAlarms;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.alarmTopic = new AlarmTopic(this, 'AlarmTopic', { email: props.alarmEmail, alarmNamePrefix: props.dashboardName });
    this.alarms = new BackendAlarms(this, 'Alarms', {
      topic: this.alarmTopic,
      api: props.api,
      functions: props.functions,
      scheduled: props.scheduled,
      conversationsPerNetworkPerDay: props.conversationsPerNetworkPerDay,
    });
    this.browserAlarms = new BrowserAlarms(this, 'BrowserAlarms', { topic: this.alarmTopic });
    new SiteDashboard(this, 'Dashboard', {
      dashboardName: props.dashboardName,
      api: props.api,
      functions: props.functions,
      distributionId: props.distributionId,
      webAclName: props.webAclName,
      alarms: [...this.alarms.alarms, ...this.browserAlarms.alarms],
    });
  }
}
