import {
  API_PATHS,
  MEETING_PAGE_QUERY,
  type MeetingLinkRefusal,
  type MeetingPageAction,
  type MeetingSource,
  type MeetingView,
  type OfferedDay,
} from '@site/contracts';
import { brandedTitle, href, OTHER_WAYS, pageUrl, type Language } from '@site/model';
import { dayLabel, fill, timeLabel, whenValues, zoneLabel } from '@site/contracts';
import { meetingWords } from '../shared/meetings/words';
import type { SiteChrome } from './site-chrome';

/**
 * The meeting's pages for a browser without JavaScript, and where the invitation's links lead: the
 * times as a form that posts, the meeting with its move and cancel forms, and why a link changed
 * nothing. In the visitor's language, with no script: they must work where scripts did not. They
 * wear the site's own header, footer and styles when those could be read (`site-chrome.ts`).
 */

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The page's own look, for when the site's styles could not be read. */
const PLAIN_STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
a{color:#4338ca}`;

/** The picker's and the meeting's parts, which the site's styles do not know. */
const STYLE = `.mt-page{max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
.mt-page h1{font-size:1.6rem;margin:0 0 .5rem}
.mt-page h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
.mt-page .notice{border-left:4px solid #4338ca;background:#eef2ff;padding:.75rem 1rem;margin:1rem 0}
.mt-page .problem{border-left-color:#dc2626;background:#fef2f2}
.mt-page .done{border-left-color:#15803d;background:#f0fdf4}
.mt-page fieldset{border:0;padding:0;margin:1rem 0 0}
.mt-page legend{font-weight:600;padding:0}
.mt-page .times{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:.5rem}
.mt-page .times label{display:inline-flex;align-items:center;gap:.35rem;border:1px solid #94a3b8;border-radius:.5rem;padding:.4rem .65rem;background:#fff}
.mt-page form{display:grid;grid-template-columns:minmax(0,1fr);gap:.35rem}
.mt-page label.field{font-weight:600;margin-top:.6rem}
.mt-page label.check{display:flex;gap:.5rem;align-items:flex-start;margin-top:.6rem}
.mt-page input[type=text],.mt-page input[type=email]{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff}
.mt-page [aria-invalid=true]{border-color:#dc2626}
.mt-page .error{color:#b91c1c;margin:0}
.mt-page button{font:inherit;font-weight:600;margin-top:1rem;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer;justify-self:start}
.mt-page button.secondary{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
.mt-page .hidden{position:absolute;left:-10000px}`;

function page(lang: Language, title: string, body: string, chrome: SiteChrome | undefined): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(brandedTitle(title))}</title>
${chrome ? chrome.head : `<style>${PLAIN_STYLE}</style>`}
<style>${STYLE}</style>
</head>
<body>
${chrome?.header ?? ''}
<main id="main" class="mt-page">
${body}
</main>
${chrome?.footer ?? ''}
</body>
</html>
`;
}

/** The words with their values, escaped, and `<privacy>…</privacy>` made a link to the privacy page. */
function sentence(text: string, values: Readonly<Record<string, string>> = {}, lang?: Language): string {
  const html = escapeHtml(fill(text, values));
  return lang
    ? html.replace(/&lt;privacy&gt;(.*?)&lt;\/privacy&gt;/, `<a href="${pageUrl(href('privacy'), lang)}" target="_blank" rel="noopener">$1</a>`)
    : html;
}

const contactValues = { email: OTHER_WAYS.email, phone: OTHER_WAYS.phoneText };

/** The offered days as radio groups, one per day of the visitor's clock. */
function timeChoices(days: readonly OfferedDay[], lang: Language, zone: string, chosen?: string): string {
  return days
    .map(
      (day) =>
        `<fieldset><legend>${escapeHtml(dayLabel(day.times[0]!.start, lang, zone))}</legend><div class="times">${day.times
          .map(
            (time) =>
              `<label><input type="radio" name="start" value="${escapeHtml(time.start)}" required${time.start === chosen ? ' checked' : ''}> ${escapeHtml(timeLabel(time.start, lang, zone))}</label>`,
          )
          .join('')}</div></fieldset>`,
    )
    .join('\n');
}

export interface PickerPage {
  readonly lang: Language;
  readonly source: MeetingSource;
  readonly pagePath: string;
  readonly zone: string;
  readonly days: readonly OfferedDay[];
  readonly idempotencyKey: string;
  /** What the visitor typed, or the lead they sent. */
  readonly values: Readonly<{ name?: string; email?: string; company?: string; start?: string }>;
  /** The lead they sent gave consent already. */
  readonly consentGiven: boolean;
  readonly errors?: Readonly<Record<string, string>>;
  /** Why the last try was not booked, in the words' `refused` keys. */
  readonly problem?: keyof ReturnType<typeof meetingWords>['refused'];
  readonly chrome?: SiteChrome;
}

export function pickerPage(view: PickerPage): string {
  const words = meetingWords(view.lang);
  const { lang, zone, errors = {} } = view;
  const title = view.source === 'contacts' ? words.picker.contactsTitle : words.picker.thankYouTitle;
  const lead = view.source === 'contacts' ? words.picker.contactsLead : words.picker.thankYouLead;
  const error = (field: string) => (errors[field] ? `<p class="error" id="meeting-${field}-error">${escapeHtml(errors[field])}</p>` : '');
  const described = (field: string) => (errors[field] ? ` aria-invalid="true" aria-describedby="meeting-${field}-error"` : '');
  const text = (field: 'name' | 'email' | 'company', type: string, extra: string) =>
    `<label class="field" for="meeting-${field}">${escapeHtml(words.picker[field])}</label><input id="meeting-${field}" name="${field}" type="${type}" value="${escapeHtml(view.values[field] ?? '')}"${extra}${described(field)}>${error(field)}`;
  const problem = view.problem ? `<p class="notice problem" role="alert">${sentence(words.refused[view.problem], contactValues)}</p>` : '';
  const times = view.days.length
    ? `<p>${sentence(words.picker.timesIn, { zone: zoneLabel(zone, lang) })}</p>${timeChoices(view.days, lang, zone, view.values.start)}${error('start')}`
    : `<p class="notice">${sentence(words.picker.none, contactValues)}</p>`;
  const form = view.days.length
    ? `<form method="post" action="${API_PATHS.meetings}">
<input type="hidden" name="language" value="${lang}">
<input type="hidden" name="timeZone" value="${escapeHtml(zone)}">
<input type="hidden" name="source" value="${view.source}">
<input type="hidden" name="pagePath" value="${escapeHtml(view.pagePath)}">
<input type="hidden" name="idempotencyKey" value="${view.idempotencyKey}">
${times}
${text('name', 'text', ' autocomplete="name" maxlength="100" required')}
${text('email', 'email', ' autocomplete="email" required')}
${view.source === 'contacts' ? text('company', 'text', ' autocomplete="organization" maxlength="100"') : ''}
${view.consentGiven ? '' : `<label class="check"><input id="meeting-consent" type="checkbox" name="consent"${described('consent')}> ${sentence(words.picker.consent, {}, lang)}</label>${error('consent')}`}
<div class="hidden" aria-hidden="true"><label>Website<input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit">${escapeHtml(words.picker.book)}</button>
</form>`
    : times;
  return page(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(lead)}</p>\n${problem}\n${form}\n<p><a href="${escapeHtml(view.pagePath)}">${escapeHtml(words.meeting.home)}</a></p>`,
    view.chrome,
  );
}

export interface MeetingPage {
  readonly lang: Language;
  readonly meeting: MeetingView;
  /** The link the page was opened with: the move and cancel forms post it back. */
  readonly link?: string;
  /** Times to move to, on the visitor's clock. */
  readonly days: readonly OfferedDay[];
  readonly zone: string;
  readonly done?: 'booked' | 'moved' | 'cancelled';
  readonly problem?: keyof ReturnType<typeof meetingWords>['refused'];
  readonly room?: string;
  /** The one change the invitation's link was for; without it, both are offered. */
  readonly action?: MeetingPageAction;
  readonly chrome?: SiteChrome;
}

export function meetingPage(view: MeetingPage): string {
  const { lang, meeting, zone } = view;
  const words = meetingWords(lang);
  const when = whenValues(meeting.start, lang, zone);
  const values = { ...when, manager: meeting.manager, email: meeting.email };
  const contacts = pageUrl(href('contacts'), lang);
  if (meeting.status === 'cancelled') {
    return page(
      lang,
      words.meeting.cancelledTitle,
      `<h1>${escapeHtml(words.meeting.cancelledTitle)}</h1>\n<p class="notice done" role="status">${sentence(words.meeting.cancelled, values)}</p>\n<p><a href="${contacts}">${escapeHtml(words.meeting.contacts)}</a></p>`,
      view.chrome,
    );
  }
  const done =
    view.done === 'booked'
      ? `<div class="notice done" role="status"><p><strong>${escapeHtml(words.confirmed.title)}</strong></p><p>${sentence(meeting.calendar === 'written' ? words.confirmed.text : words.confirmed.pending, values)}</p><p>${escapeHtml(words.confirmed.manage)}</p></div>`
      : view.done === 'moved'
        ? `<p class="notice done" role="status">${sentence(words.meeting.moved, values)}</p>`
        : '';
  const problem = view.problem ? `<p class="notice problem" role="alert">${sentence(words.refused[view.problem], contactValues)}</p>` : '';
  const hidden = (change: 'move' | 'cancel') =>
    `<input type="hidden" name="link" value="${escapeHtml(view.link ?? '')}"><input type="hidden" name="change" value="${change}"><input type="hidden" name="language" value="${lang}"><input type="hidden" name="timeZone" value="${escapeHtml(zone)}">`;
  const move =
    view.link && view.days.length && view.action !== 'cancel'
      ? `<section id="move"><h2>${escapeHtml(words.meeting.moveTitle)}</h2><form method="post" action="${API_PATHS.meetingChanges}">${hidden('move')}<p>${sentence(words.picker.timesIn, { zone: zoneLabel(zone, lang) })}</p>${timeChoices(view.days, lang, zone)}<button type="submit">${escapeHtml(words.meeting.move)}</button></form></section>`
      : '';
  // A "move" link with no time left to move to still offers what it can: the cancel button.
  const cancel =
    view.link && (view.action !== 'move' || !move)
      ? `<section id="cancel"><h2>${escapeHtml(words.meeting.cancelTitle)}</h2><form method="post" action="${API_PATHS.meetingChanges}">${hidden('cancel')}<button type="submit" class="secondary">${escapeHtml(words.meeting.cancel)}</button></form></section>`
      : '';
  return page(
    lang,
    words.meeting.title,
    `<h1>${escapeHtml(words.meeting.title)}</h1>\n${done}${problem}\n<p><strong>${escapeHtml(`${when.Day}, ${when.time} (${when.zone})`)}</strong></p>\n<p>${sentence(words.meeting.with, values)}</p>\n${view.room ? `<p><a href="${escapeHtml(view.room)}">${escapeHtml(words.meeting.join)}</a></p>` : ''}\n${move}\n${cancel}\n<p><a href="${pageUrl(href('home'), lang)}">${escapeHtml(words.meeting.home)}</a></p>`,
    view.chrome,
  );
}

/** Why a link changed nothing, and where to go instead. */
export function linkRefusalPage(lang: Language, reason: MeetingLinkRefusal, chrome?: SiteChrome): string {
  const words = meetingWords(lang);
  return page(
    lang,
    words.link.title,
    `<h1>${escapeHtml(words.link.title)}</h1>\n<p class="notice problem" role="alert">${sentence(words.link[reason], contactValues)}</p>\n<p><a href="${pageUrl(href('contacts'), lang)}">${escapeHtml(words.meeting.contacts)}</a></p>`,
    chrome,
  );
}

/** Where a booking made without JavaScript lands: the meeting's own page, saying it is booked. */
export function meetingPagePath(link: string, lang: Language, done: 'booked' | 'moved'): string {
  const query = new URLSearchParams({ [MEETING_PAGE_QUERY.link]: link, [MEETING_PAGE_QUERY.language]: lang, [MEETING_PAGE_QUERY.done]: done });
  return `${API_PATHS.meetingPage}?${query}`;
}

export function htmlResponse(statusCode: number, body: string) {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }, body };
}
