import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { MEETING_LEAD_COOKIE } from '@site/contracts';
import { documentClient, tableName } from '../dynamodb';
import { headerValue } from '../headers';
import { meetingLinkKey } from '../read-settings';
import { SITE_HOST_HEADER } from '../same-origin';
import type { StoredLead } from '../records/lead';
import { readLeadToken, signLeadToken } from './links';

/**
 * How a form's thank-you page knows the visitor who just sent it: the leads function sets an
 * HttpOnly cookie, signed, holding the lead's id for a day and sent only to the meetings' routes;
 * the picker then offers the times with the visitor's name and e-mail already filled in, and the
 * meeting is linked to the lead. Nothing personal is in the cookie itself.
 */

const COOKIE_DAYS = 1;
/** Every meeting route starts with `/api/meeting`, which a cookie's path cannot match without the routes' own `/api/`. */
export const MEETING_COOKIE_PATH = '/api/';

/** Loopback hosts are plain HTTP (the twin), where a browser drops a `Secure` cookie. */
const isLoopback = (host: string | undefined) => !!host && /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(host);

/** The `Set-Cookie` value that tells the meetings' routes which lead the visitor just sent. */
export async function leadCookie(leadId: string, event: APIGatewayProxyEvent, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + COOKIE_DAYS * 24 * 60 * 60;
  const token = signLeadToken(leadId, expires, await meetingLinkKey());
  const secure = isLoopback(headerValue(event.headers, SITE_HOST_HEADER)) ? '' : '; Secure';
  return `${MEETING_LEAD_COOKIE}=${token}; Path=${MEETING_COOKIE_PATH}; Max-Age=${COOKIE_DAYS * 24 * 60 * 60}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  const header = headerValue(event.headers, 'cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export interface KnownVisitor {
  readonly leadId: string;
  readonly name: string;
  readonly email?: string;
}

/** The visitor the request's cookie names: the lead they sent, with its name and e-mail; undefined when none, or the cookie is not the site's. */
export async function knownVisitor(event: APIGatewayProxyEvent, now = Date.now()): Promise<KnownVisitor | undefined> {
  const token = cookieValue(event, MEETING_LEAD_COOKIE);
  if (!token) return undefined;
  const leadId = readLeadToken(token, await meetingLinkKey(), now);
  if (!leadId) return undefined;
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('leads'), Key: { id: leadId }, ProjectionExpression: '#name, email', ExpressionAttributeNames: { '#name': 'name' } }),
  );
  const lead = Item as Pick<StoredLead, 'name' | 'email'> | undefined;
  return lead && { leadId, name: lead.name, ...(lead.email && { email: lead.email }) };
}
