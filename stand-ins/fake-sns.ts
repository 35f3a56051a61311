import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';

export interface PublishedMessage {
  readonly topicArn: string;
  readonly subject?: string;
  readonly message: string;
  /** `Date.now()` when it was published (the tests' clock, which may be simulated). */
  readonly at: number;
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { 'content-type': 'text/xml' }).end(`<?xml version="1.0"?>\n${xml}`);
}

/** SNS refuses a message over 256 KB (UTF-8), as `InvalidParameter`. */
export const SNS_MAX_MESSAGE_BYTES = 256 * 1024;

/**
 * SNS's `Publish` (the AWS Query protocol: a form-encoded POST, an XML answer) on loopback: it records
 * what was published, as the operators' mailbox would receive it, refuses what SNS refuses (a
 * message over its size limit), and fails while `failing` is set.
 */
export class FakeSns extends LoopbackServer {
  readonly published: PublishedMessage[] = [];
  failing = false;
  /** How long each answer takes (ms): a slow SNS. */
  delayMs = 0;

  constructor() {
    super(async (_req, body, res) => {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      const form = new URLSearchParams(body);
      const requestId = randomUUID();
      if (form.get('Action') !== 'Publish') {
        return sendXml(
          res,
          400,
          `<ErrorResponse><Error><Type>Sender</Type><Code>InvalidAction</Code><Message>not stood in for</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
        );
      }
      if (this.failing) {
        return sendXml(
          res,
          500,
          `<ErrorResponse><Error><Type>Receiver</Type><Code>InternalError</Code><Message>scripted failure</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
        );
      }
      const message = form.get('Message') ?? '';
      if (Buffer.byteLength(message, 'utf8') > SNS_MAX_MESSAGE_BYTES) {
        return sendXml(
          res,
          400,
          `<ErrorResponse><Error><Type>Sender</Type><Code>InvalidParameter</Code><Message>Invalid parameter: Message too long</Message></Error><RequestId>${requestId}</RequestId></ErrorResponse>`,
        );
      }
      this.published.push({
        topicArn: form.get('TopicArn') ?? '',
        subject: form.get('Subject') ?? undefined,
        message,
        at: Date.now(),
      });
      sendXml(
        res,
        200,
        `<PublishResponse xmlns="https://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${randomUUID()}</MessageId></PublishResult><ResponseMetadata><RequestId>${requestId}</RequestId></ResponseMetadata></PublishResponse>`,
      );
    });
  }

  reset(): void {
    this.published.length = 0;
    this.failing = false;
    this.delayMs = 0;
  }
}
