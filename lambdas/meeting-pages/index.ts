import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  isTimeZone,
  MEETING_PAGE_ACTIONS,
  MEETING_PAGE_QUERY,
  TIME_UNAVAILABLE_REASONS,
  type MeetingPageAction,
  type TimeUnavailableReason,
} from '@site/contracts';
import { DEFAULT_LANGUAGE, DEFAULT_MEETING_TIME_ZONE, isLanguage, meetingManager } from '@site/model';
import { apiHandler } from '../shared/http';
import { meetingView, timesFor } from '../shared/meetings/booking';
import { readMeetingLink, isLinkRefusal } from '../shared/meetings/links';
import { findMeeting } from '../shared/meetings/store';
import { viewerTimeZone } from '../shared/meetings/viewer-time-zone';
import { meetingLinkKey } from '../shared/read-settings';
import { htmlResponse, linkRefusalPage, meetingPage } from '../meetings/pages';
import { siteChrome } from '../meetings/site-chrome';

/**
 * The meeting's own page, where the invitation's links lead (`GET /api/meeting?link=…&lang=…&action=…`):
 * the meeting, with the times to move it to (its "move" link) or a button to cancel it (its "cancel"
 * link), each a form that posts. Opening
 * it changes nothing (mail scanners open links too); a link the site did not sign, an expired one,
 * or one the meeting has moved on from says so and offers the way forward.
 */
export const handler = apiHandler(async (event: APIGatewayProxyEvent) => {
  const query = event.queryStringParameters ?? {};
  const language = query[MEETING_PAGE_QUERY.language] ?? '';
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const chrome = await siteChrome(event, lang);
  const read = readMeetingLink(query[MEETING_PAGE_QUERY.link] ?? '', await meetingLinkKey());
  if (isLinkRefusal(read)) return htmlResponse(read === 'link_expired' ? 410 : 400, linkRefusalPage(lang, read, chrome));
  const meeting = await findMeeting(read.meetingId);
  if (!meeting) return htmlResponse(400, linkRefusalPage(lang, 'link_invalid', chrome));
  const zone = isTimeZone(meeting.timeZone) ? meeting.timeZone : (viewerTimeZone(event) ?? DEFAULT_MEETING_TIME_ZONE[lang]);
  const view = meetingView(meeting, meeting.calendarVersion >= meeting.version);
  // A cancelled meeting says so, whichever of its links is opened.
  if (meeting.status === 'cancelled') return htmlResponse(200, meetingPage({ lang, meeting: view, days: [], zone, chrome }));
  if (meeting.version !== read.version) return htmlResponse(409, linkRefusalPage(lang, 'link_replayed', chrome));
  const done = query[MEETING_PAGE_QUERY.done];
  const refused = query.refused;
  const action = query[MEETING_PAGE_QUERY.action];
  return htmlResponse(
    200,
    meetingPage({
      lang,
      meeting: view,
      link: query[MEETING_PAGE_QUERY.link],
      // Moving to the time it already has changes nothing: not offered.
      days: (await timesFor(meeting.language, zone))
        .map((day) => ({ ...day, times: day.times.filter((time) => time.start !== meeting.start) }))
        .filter((day) => day.times.length > 0),
      zone,
      room: meetingManager(meeting.managerId)?.room,
      chrome,
      ...((done === 'booked' || done === 'moved') && { done }),
      ...((MEETING_PAGE_ACTIONS as readonly string[]).includes(action ?? '') && { action: action as MeetingPageAction }),
      ...((TIME_UNAVAILABLE_REASONS as readonly string[]).includes(refused ?? '') && { problem: refused as TimeUnavailableReason }),
      ...(refused === 'network_limit_reached' && { problem: 'network_limit_reached' as const }),
    }),
  );
});
