import type { IncomingMessage, ServerResponse } from 'node:http';
import { simpleParser } from 'mailparser';
import { LoopbackServer, sendJson } from './loopback-server';

/**
 * Amazon SES's API v2 `SendEmail` on loopback (`POST /v2/email/outbound-emails`, JSON, the raw MIME
 * message base64-encoded), as the visitors' mailbox receives it: every message parsed (mailparser)
 * into its sender, recipient, subject, text, HTML and attachments, the invitation's `.ics` among
 * them. Its inbox is a page (`/`), as `npm start` prints it: each message, its links, its calendar.
 */

export interface ReceivedMail {
  readonly id: string;
  readonly from: string;
  readonly to: readonly string[];
  readonly configurationSet?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The `text/calendar` part's METHOD, when the message is an invitation. */
  readonly calendarMethod?: string;
  /** The invitation's iCalendar text. */
  readonly ics?: string;
  readonly raw: string;
  readonly at: number;
}

export class FakeSes extends LoopbackServer {
  readonly inbox: ReceivedMail[] = [];
  /** While set, every send is refused with this status, as during an outage or a throttle. */
  failAll: number | undefined;

  constructor(readonly onMail?: (mail: ReceivedMail) => void) {
    super((req, body, res) => this.#answer(req, body, res));
  }

  /** The messages sent to `address`, oldest first. */
  mailTo(address: string): ReceivedMail[] {
    return this.inbox.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  }

  reset(): void {
    this.inbox.length = 0;
    this.failAll = undefined;
  }

  async #answer(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && url.pathname === '/') return this.#page(res);
    if (req.method === 'GET' && url.pathname === '/messages.json')
      return sendJson(
        res,
        200,
        this.inbox.map(({ raw: _raw, ...mail }) => mail),
      );
    const ics = /^\/messages\/([\w-]+)\/invite\.ics$/.exec(url.pathname);
    if (req.method === 'GET' && ics) {
      const mail = this.inbox.find((candidate) => candidate.id === ics[1]);
      if (!mail?.ics) return sendJson(res, 404, { message: 'no such invitation' });
      return void res.writeHead(200, { 'content-type': `text/calendar; charset=utf-8; method=${mail.calendarMethod ?? 'REQUEST'}` }).end(mail.ics);
    }
    if (req.method !== 'POST' || url.pathname !== '/v2/email/outbound-emails') return sendJson(res, 404, { message: 'Not Found' });
    if (!/^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? '')) return sendJson(res, 403, { message: 'Missing Authentication Token' });
    if (this.failAll) return sendJson(res, this.failAll, { message: 'scripted failure' });
    const request = JSON.parse(body) as {
      FromEmailAddress?: string;
      Destination?: { ToAddresses?: string[] };
      ConfigurationSetName?: string;
      Content?: { Raw?: { Data?: string } };
    };
    const data = request.Content?.Raw?.Data;
    if (!data || !request.Destination?.ToAddresses?.length) return sendJson(res, 400, { message: 'Raw content and a destination are required' });
    const raw = Buffer.from(data, 'base64').toString('utf8');
    // As SES: no SMTPUTF8, so an address (the envelope's, or the message's To) is 7-bit ASCII, a domain in punycode.
    const to = /^to:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
    if ([...request.Destination.ToAddresses, to].some((address) => /[^\x00-\x7f]/.test(address)))
      return sendJson(res, 400, { message: 'Illegal address: SES takes no SMTPUTF8, an address must be 7-bit ASCII (a domain in punycode)' });
    const parsed = await simpleParser(raw);
    const calendar = parsed.attachments.find((attachment) => /calendar|ics/.test(attachment.contentType));
    const id = `m${this.inbox.length + 1}-${Date.now().toString(36)}`;
    const mail: ReceivedMail = {
      id,
      from: request.FromEmailAddress ?? parsed.from?.text ?? '',
      to: request.Destination.ToAddresses,
      ...(request.ConfigurationSetName && { configurationSet: request.ConfigurationSetName }),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      ...(calendar && {
        ics: calendar.content.toString('utf8'),
        calendarMethod:
          /method=([A-Z]+)/i.exec(calendar.contentType + (calendar.headers.get('content-type')?.toString() ?? ''))?.[1] ??
          /^METHOD:(\w+)/m.exec(calendar.content.toString('utf8'))?.[1],
      }),
      raw,
      at: Date.now(),
    };
    this.inbox.push(mail);
    this.onMail?.(mail);
    sendJson(res, 200, { MessageId: id });
  }

  #page(res: ServerResponse): void {
    const escape = (text: string) => text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!);
    const linked = (text: string) => escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    const items = [...this.inbox]
      .reverse()
      .map(
        (mail) =>
          `<article><h2>${escape(mail.subject)}</h2><p><small>${escape(mail.from)} → ${escape(mail.to.join(', '))} · ${new Date(mail.at).toISOString()}</small></p><pre>${linked(mail.text)}</pre>${
            mail.ics ? `<p><a href="/messages/${mail.id}/invite.ics">invite.ics (${escape(mail.calendarMethod ?? '')})</a></p>` : ''
          }</article>`,
      )
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html><head><meta charset="utf-8"><title>Inbox (mail stand-in)</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Inbox</h1><p>${this.inbox.length} message(s) sent through the SES stand-in.</p>${items}</body></html>`,
    );
  }
}
