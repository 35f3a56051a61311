import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import { normalizeEmail } from '@site/contracts';
import { SETTINGS } from '../../settings';
import { readSetting } from '../read-settings';

/**
 * E-mail to visitors through Amazon SES (API v2): the message is built whole here (nodemailer's
 * MailComposer: text and HTML, and an invitation's `text/calendar; method=…` part inside
 * `multipart/alternative` with the same calendar attached, the layout mail clients read as an
 * invitation) and sent raw, through the configuration set whose bounces and complaints the CDK
 * app wires to an alarm. The twin points the client at its mail stand-in (`SES_API_URL`).
 */

export interface OutgoingMail {
  /** The address alone: a display name would be the visitor's words (I1). */
  readonly to: string;
  readonly replyTo?: { readonly name: string; readonly email: string };
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly calendar?: { readonly method: 'REQUEST' | 'CANCEL'; readonly text: string };
  /** Which meeting and version it is about, in the message's headers, for the bounce handler and the logs. */
  readonly reference: string;
}

/** How long SES may take before the send counts as failed (and is retried by the sweeper). */
const MAIL_TIMEOUT_MS = 5_000;

let client: { endpoint: string; client: SESv2Client } | undefined;

function sesClient(): SESv2Client {
  const endpoint = readSetting('sesApiUrl');
  if (client?.endpoint === endpoint) return client.client;
  const created = new SESv2Client({
    ...(endpoint && { endpoint }),
    requestHandler: { connectionTimeout: 2_000, requestTimeout: MAIL_TIMEOUT_MS },
    maxAttempts: 1,
  });
  client = { endpoint, client: created };
  return created;
}

/**
 * The recipient as SES takes it: SES speaks no SMTPUTF8, so a domain in another script goes in
 * punycode (`boss@xn--e1afmkfd.xn--p1ai`), in the envelope and in the message's `To` alike. The
 * contracts store addresses so already, and refuse letters beyond ASCII before the `@` where mail goes.
 */
const recipient = (mail: OutgoingMail) => normalizeEmail(mail.to);

/** The message as its raw MIME bytes. */
export async function composeMail(mail: OutgoingMail, from = readSetting('meetingMailFrom')): Promise<Buffer> {
  return new MailComposer({
    from,
    to: recipient(mail),
    ...(mail.replyTo && { replyTo: { name: mail.replyTo.name, address: mail.replyTo.email } }),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'X-Synthra-Meeting': mail.reference },
    ...(mail.calendar && { icalEvent: { method: mail.calendar.method, content: mail.calendar.text, filename: 'invite.ics' } }),
  })
    .compile()
    .build();
}

/** Sends the message; SES's id of it. */
export async function sendMail(mail: OutgoingMail): Promise<string> {
  // Outside Lambda, SES is only ever the stand-in's: a test or a laptop never mails anybody for real.
  if (!readSetting('sesApiUrl') && !process.env.AWS_LAMBDA_FUNCTION_NAME) throw new Error(`no SES here: set ${SETTINGS.sesApiUrl.name} to the mail stand-in`);
  const raw = await composeMail(mail);
  const configurationSet = readSetting('sesConfigurationSet');
  const answer = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: readSetting('meetingMailFrom'),
      Destination: { ToAddresses: [recipient(mail)] },
      ...(configurationSet && { ConfigurationSetName: configurationSet }),
      Content: { Raw: { Data: raw } },
    }),
  );
  return answer.MessageId ?? '';
}
