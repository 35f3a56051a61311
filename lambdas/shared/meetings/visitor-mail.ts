import { API_PATHS, MEETING_PAGE_QUERY, type MeetingPageAction } from '@site/contracts';
import { href, meetingManager, MEETING_POLICY, pageUrl } from '@site/model';
import { fill, whenValues } from '@site/contracts';
import { meetingWords } from './words';
import type { MeetingRecord } from '../records/meeting';
import { siteOrigins } from '../same-origin';
import { invitationIcs, type IcsMeeting } from './ics';
import { signMeetingLink } from './links';
import type { OutgoingMail } from './mail';

/**
 * What the visitor is sent about their meeting, in the language they booked in and on their clock:
 * the invitation (and the new one after a move), the cancellation, the reminder. Each carries the
 * meeting's own page, by a link signed for this version of the meeting, where it is moved or cancelled.
 *
 * Nothing the visitor typed is in it: not in the greeting, the subject, the `To:` display name nor
 * the attendee of the calendar part. The address is not proven theirs, and a name is free text, so
 * a mail that carried it would let anyone send their own words from the site's signed domain (I1).
 */

export type VisitorMailKind = 'invitation' | 'moved' | 'cancelled' | 'reminder';

const DAY_MS = 24 * 60 * 60_000;

/** The public origin the e-mails link to: the first of the site's origins. */
export function publicOrigin(): string {
  return siteOrigins()[0] ?? 'https://synthra.ai';
}

/** The meeting's page for this version of it: where its move and cancel links lead. */
export function meetingPageUrl(
  meeting: Pick<MeetingRecord, 'meetingId' | 'version' | 'start' | 'language'>,
  key: string,
  now = Date.now(),
  action?: MeetingPageAction,
): string {
  // A link lasts until the meeting starts, and never longer than the policy's days.
  const expires = Math.floor(Math.min(Date.parse(meeting.start), now + MEETING_POLICY.linkDays * DAY_MS) / 1000);
  const link = signMeetingLink({ meetingId: meeting.meetingId, version: meeting.version, expires }, key);
  const query = new URLSearchParams({ [MEETING_PAGE_QUERY.link]: link, [MEETING_PAGE_QUERY.language]: meeting.language });
  if (action) query.set(MEETING_PAGE_QUERY.action, action);
  return `${publicOrigin()}${API_PATHS.meetingPage}?${query}`;
}

/** The meeting as the invitation's calendar part holds it. */
export function icsMeetingOf(meeting: MeetingRecord, cancelled = meeting.status === 'cancelled'): IcsMeeting {
  const manager = meetingManager(meeting.managerId)!;
  const words = meetingWords(meeting.language).mail;
  const name = manager.name[meeting.language];
  return {
    meetingId: meeting.meetingId,
    version: meeting.version,
    start: meeting.start,
    end: meeting.end,
    summary: fill(words.eventSummary, { manager: name }),
    description: fill(words.eventDescription, { manager: name }),
    location: manager.room,
    organizer: { name, email: manager.email },
    attendee: { email: meeting.email },
    cancelled,
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** A paragraph of the words with one `{{link}}`, as text and as HTML with the link made a link. */
function linked(text: string, url: string): { text: string; html: string } {
  return { text: fill(text, { link: url }), html: escapeHtml(text).replace('{{link}}', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) };
}

export function visitorMail(kind: VisitorMailKind, meeting: MeetingRecord, key: string, now = Date.now()): OutgoingMail {
  const manager = meetingManager(meeting.managerId)!;
  const lang = meeting.language;
  const words = meetingWords(lang).mail;
  const when = whenValues(meeting.start, lang, meeting.timeZone);
  const values = { ...when, manager: manager.name[lang] };
  const contacts = `${publicOrigin()}${pageUrl(href('contacts'), lang)}`;

  const subject = fill(
    { invitation: words.inviteSubject, moved: words.movedSubject, cancelled: words.cancelledSubject, reminder: words.reminderSubject }[kind],
    values,
  );
  const opening = fill({ invitation: words.invite, moved: words.moved, cancelled: words.cancelled, reminder: words.reminder }[kind], values);
  const paragraphs: { text: string; html: string }[] = [
    { text: fill(words.greeting, values), html: escapeHtml(fill(words.greeting, values)) },
    { text: opening, html: escapeHtml(opening) },
  ];
  if (kind === 'cancelled') paragraphs.push(linked(words.rebook, contacts));
  else {
    paragraphs.push(linked(words.join, manager.room));
    if (kind !== 'reminder') paragraphs.push({ text: words.calendar, html: escapeHtml(words.calendar) });
    paragraphs.push(linked(words.move, meetingPageUrl(meeting, key, now, 'move')), linked(words.cancel, meetingPageUrl(meeting, key, now, 'cancel')));
  }
  paragraphs.push({ text: words.signature, html: escapeHtml(words.signature) });

  return {
    to: meeting.email,
    replyTo: { name: manager.name[lang], email: manager.email },
    subject,
    text: paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
    html: `<!doctype html><html lang="${lang}"><body>${paragraphs.map((paragraph) => `<p>${paragraph.html}</p>`).join('')}</body></html>`,
    ...(kind !== 'reminder' && { calendar: invitationIcs(icsMeetingOf(meeting, kind === 'cancelled')) }),
    reference: `${meeting.meetingId}#${meeting.version}`,
  };
}
