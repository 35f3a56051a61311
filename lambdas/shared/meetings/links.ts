import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEETING_LINK_PATTERN, type MeetingLinkRefusal } from '@site/contracts';

/**
 * The move and cancel links of an invitation: the meeting's id, the version of the meeting it was
 * sent with, when it expires, and an HMAC-SHA256 of those under the site's link key. A link that
 * was altered fails its signature; one for an older version is a replay, refused by the store.
 */

export interface MeetingLink {
  readonly meetingId: string;
  readonly version: number;
  /** Epoch seconds. */
  readonly expires: number;
}

const uuidToken = (uuid: string): string => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');

function uuidOf(token: string): string | undefined {
  const hex = Buffer.from(token, 'base64url').toString('hex');
  if (hex.length !== 32 || uuidToken(`${hex}`) !== token) return undefined;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const signature = (payload: string, key: string): string => createHmac('sha256', key).update(`meeting-link:${payload}`).digest('base64url');

export function signMeetingLink(link: MeetingLink, key: string): string {
  const payload = `${uuidToken(link.meetingId)}.${link.version}.${link.expires}`;
  return `${payload}.${signature(payload, key)}`;
}

/** The link's meeting and version, or why it is refused: malformed or not signed by the site, or expired at `now` (epoch ms). */
export function readMeetingLink(text: string, key: string, now = Date.now()): MeetingLink | MeetingLinkRefusal {
  if (!MEETING_LINK_PATTERN.test(text)) return 'link_invalid';
  const [id, version, expires, signed] = text.split('.') as [string, string, string, string];
  const expected = Buffer.from(signature(`${id}.${version}.${expires}`, key));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'link_invalid';
  const meetingId = uuidOf(id);
  if (!meetingId) return 'link_invalid';
  if (Number(expires) * 1000 <= now) return 'link_expired';
  return { meetingId, version: Number(version), expires: Number(expires) };
}

export const isLinkRefusal = (value: MeetingLink | MeetingLinkRefusal): value is MeetingLinkRefusal => typeof value === 'string';

/**
 * The lead a visitor just sent, for the picker of its thank-you page: its id and expiry, signed with
 * the same key for another purpose, carried in an HttpOnly cookie.
 */
export function signLeadToken(leadId: string, expires: number, key: string): string {
  const payload = `${uuidToken(leadId)}.${expires}`;
  return `${payload}.${createHmac('sha256', key).update(`meeting-lead:${payload}`).digest('base64url')}`;
}

export function readLeadToken(text: string, key: string, now = Date.now()): string | undefined {
  const match = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(text);
  if (!match) return undefined;
  const [, id, expires, signed] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(createHmac('sha256', key).update(`meeting-lead:${id}.${expires}`).digest('base64url'));
  if (expected.length !== signed.length || !timingSafeEqual(expected, Buffer.from(signed))) return undefined;
  if (Number(expires) * 1000 <= now) return undefined;
  return uuidOf(id);
}
