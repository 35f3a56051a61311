import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarObjectIcs, invitationIcs, type IcsMeeting } from '../ics';

/** The names the sixth security review crafted to rewrite the attendee in standard parsers (I4). */
const HOSTILE_NAMES = [
  'Eve "x" <a@evil.example>, bcc@evil.example',
  'a\\":mailto:attacker@evil.example;X="',
  'x";RSVP=FALSE;DELEGATED-TO="mailto:attacker@evil.example',
];

const meeting = (name: string): IcsMeeting => ({
  meetingId: '6b1003bc-0000-4000-8000-000000000001',
  version: 0,
  start: '2026-12-01T09:00:00.000Z',
  end: '2026-12-01T09:30:00.000Z',
  summary: `Rozmowa: ${name} (strona Synthra)`,
  description: `${name} <victim@example.org>`,
  location: 'https://meet.example/piotr',
  organizer: { name: 'Piotr Zieliński', email: 'piotr@synthra.ai' },
  attendee: { email: 'victim@example.org' },
});

/** The event as ical.js (the parser of Thunderbird and Nextcloud) reads it. */
function parsed(text: string) {
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  const attendees = event.getAllProperties('attendee').map((attendee) => ({
    value: String(attendee.getFirstValue()).toLowerCase(),
    params: Object.fromEntries(
      ['cn', 'rsvp', 'delegated-to', 'schedule-agent', 'x'].flatMap((name) =>
        attendee.getParameter(name) === undefined ? [] : [[name, attendee.getParameter(name)]],
      ),
    ),
  }));
  const organizer = event.getFirstProperty('organizer')!;
  return { event, attendees, organizer: { value: String(organizer.getFirstValue()).toLowerCase(), cn: organizer.getParameter('cn') } };
}

describe('the iCalendar of a meeting, read by an independent parser', () => {
  it.each(HOSTILE_NAMES)('keeps the attendee the visitor’s address alone, whatever the name: %s', (name) => {
    for (const [kind, text] of [
      ['invitation', invitationIcs(meeting(name)).text],
      ['calendar object', calendarObjectIcs(meeting(name))],
    ] as const) {
      const { event, attendees, organizer } = parsed(text);
      expect(attendees, kind).toHaveLength(1);
      expect(attendees[0]!.value, kind).toBe('mailto:victim@example.org');
      expect(attendees[0]!.params, kind).not.toHaveProperty('cn');
      expect(attendees[0]!.params, kind).not.toHaveProperty('delegated-to');
      expect(organizer).toEqual({ value: 'mailto:piotr@synthra.ai', cn: 'Piotr Zieliński' });
      // The name stays text, exactly as typed.
      expect(event.getFirstPropertyValue('summary'), kind).toBe(`Rozmowa: ${name} (strona Synthra)`);
      expect(event.getFirstPropertyValue('description'), kind).toBe(`${name} <victim@example.org>`);
    }
  });

  it('asks for a reply in the invitation, and tells a CalDAV server that schedules implicitly not to mail the attendee (SCHEDULE-AGENT=CLIENT)', () => {
    expect(parsed(invitationIcs(meeting('Ola')).text).attendees[0]!.params).toEqual({ rsvp: 'TRUE' });
    expect(parsed(calendarObjectIcs(meeting('Ola'))).attendees[0]!.params).toMatchObject({ 'schedule-agent': 'CLIENT' });
  });
});
