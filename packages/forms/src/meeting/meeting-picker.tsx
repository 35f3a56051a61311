import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import {
  API_PATHS,
  dayLabel,
  fill,
  meetingResponseSchema,
  meetingTimesResponseSchema,
  postJson,
  refusalCode,
  timeLabel,
  timeUnavailableBodySchema,
  whenValues,
  withSiteApostrophe,
  zoneLabel,
  type MeetingSource,
  type MeetingView,
  type OfferedDay,
} from '@site/contracts';
import { href, OTHER_WAYS, pageUrl, type Language } from '@site/model';
import { CheckboxField, TextField } from '@site/ui';
import type { MeetingWords } from './words';

/**
 * "Book a call" where a visitor already is: the next free times of the managers who speak the
 * page's language, on the visitor's clock, a tap on one and a tap on "Book". On the thank-you page
 * the lead just sent is known (its cookie), so the name and e-mail are filled in and no second
 * consent is asked. Prerendered, and until its code runs (or without JavaScript), it is a form that
 * posts to the times' own page (`/api/meeting-picker`), which books with a form of its own.
 */

export interface MeetingPickerProps {
  readonly words: MeetingWords;
  readonly lang: Language;
  readonly source: Extract<MeetingSource, 'thank-you' | 'contacts'>;
  readonly pagePath: string;
  /** Told of the meeting once it is booked (the thank-you page's next steps then name it). */
  readonly onBooked?: (meeting: MeetingView) => void;
}

type Problem = keyof MeetingWords['refused'];

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | {
      readonly kind: 'ready';
      readonly zone: string;
      readonly days: readonly OfferedDay[];
      readonly known: boolean;
      readonly day: string;
      readonly problem?: Problem;
    }
  | { readonly kind: 'booked'; readonly meeting: MeetingView };

const visitorZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const shortDay = (instant: string, lang: Language, zone: string): string =>
  withSiteApostrophe(new Intl.DateTimeFormat(lang, { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(instant)));

const FIELD_WORDS = ['required', 'invalid_email', 'email_local_part_not_ascii', 'too_long', 'consent_required'] as const;

export function MeetingPicker({ words, lang, source, pagePath, onBooked }: MeetingPickerProps) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [start, setStart] = useState<string>();
  const [fields, setFields] = useState({ name: '', email: '', company: '', consent: false });
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  /** A time chosen answers "choose a time first": its error goes, the other fields' stay. */
  const choose = (time: string) => {
    setStart(time);
    setErrors(({ start: _answered, ...others }) => others);
  };
  const [busy, setBusy] = useState(false);
  const key = useRef<string>(undefined);
  const headingId = useId();
  const contact = { email: OTHER_WAYS.email, phone: OTHER_WAYS.phoneText };

  const load = async (problem?: Problem, fresh?: { zone: string; days: readonly OfferedDay[] }) => {
    const zone = fresh?.zone ?? visitorZone();
    let days = fresh?.days;
    let known = state.kind === 'ready' && state.known;
    if (!days) {
      setState({ kind: 'loading' });
      const answer = await postJson(API_PATHS.meetingTimes, { language: lang, timeZone: zone }).catch(() => undefined);
      const parsed = meetingTimesResponseSchema.safeParse(answer?.body);
      if (!answer?.ok || !parsed.success) return setState({ kind: 'failed' });
      days = parsed.data.days;
      const visitor = parsed.data.visitor;
      known = !!visitor;
      if (visitor) setFields((current) => ({ ...current, name: current.name || visitor.name, email: current.email || (visitor.email ?? '') }));
    }
    setStart(undefined);
    setState({ kind: 'ready', zone, days, known, day: days[0]?.date ?? '', ...(problem && { problem }) });
  };

  const loadFirstTimes = useEffectEvent(() => void load());
  useEffect(() => {
    // Once, when the picker first runs in a visitor's browser; a prerender keeps the form that posts.
    if ((window as { __SITE_PRERENDER__?: boolean }).__SITE_PRERENDER__) return;
    loadFirstTimes();
  }, []);

  const book = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== 'ready' || busy) return;
    if (!start) return setErrors({ start: words.picker.pickFirst });
    setBusy(true);
    setErrors({});
    key.current ??= crypto.randomUUID();
    const answer = await postJson(API_PATHS.meetings, {
      start,
      language: lang,
      timeZone: state.zone,
      name: fields.name,
      email: fields.email,
      ...(source === 'contacts' && fields.company && { company: fields.company }),
      source,
      pagePath,
      ...(!state.known && { consent: fields.consent }),
      idempotencyKey: key.current,
    }).catch(() => undefined);
    setBusy(false);
    const booked = meetingResponseSchema.safeParse(answer?.body);
    if (answer?.ok && booked.success) {
      onBooked?.(booked.data.meeting);
      return setState({ kind: 'booked', meeting: booked.data.meeting });
    }
    key.current = undefined;
    const refused = timeUnavailableBodySchema.safeParse(answer?.body);
    if (refused.success) return load(refused.data.reason, { zone: state.zone, days: refused.data.days });
    const code = refusalCode(answer?.body);
    if (code === 'validation_failed') {
      const codes = (answer?.body as { fields?: Record<string, string> }).fields ?? {};
      return setErrors(
        Object.fromEntries(
          Object.entries(codes).map(([field, fieldCode]) => [
            field,
            (FIELD_WORDS as readonly string[]).includes(fieldCode) ? words.errors[fieldCode as (typeof FIELD_WORDS)[number]] : words.errors.invalid,
          ]),
        ),
      );
    }
    setState({ ...state, problem: code === 'network_limit_reached' || code === 'meetings_limit_reached' ? code : 'failed' });
  };

  const title = source === 'contacts' ? words.picker.contactsTitle : words.picker.thankYouTitle;
  const lead = source === 'contacts' ? words.picker.contactsLead : words.picker.thankYouLead;
  const privacy = pageUrl(href('privacy'), lang);
  const [before, linkText, after] = words.picker.consent.split(/<privacy>|<\/privacy>/);

  return (
    <div className="ui-meeting" role="group" aria-labelledby={headingId} data-meeting-picker={state.kind}>
      <h2 id={headingId}>{title}</h2>
      <p className="ui-meeting__lead">{lead}</p>
      <div className="ui-meeting__body">
        {state.kind === 'idle' && (
          <form method="post" action={API_PATHS.meetingPicker} className="ui-meeting__start">
            <input type="hidden" name="language" value={lang} />
            <input type="hidden" name="source" value={source} />
            <input type="hidden" name="pagePath" value={pagePath} />
            <button type="submit" className="ui-button ui-button--primary ui-button--lg">
              {words.picker.show}
            </button>
          </form>
        )}
        {state.kind === 'loading' && (
          <p className="ui-meeting__status" role="status" aria-busy="true">
            {words.picker.loading}
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="ui-meeting__status" role="alert">
            <p>{fill(words.picker.failed, contact)}</p>
            <button type="button" className="ui-button ui-button--secondary" onClick={() => void load()}>
              {words.picker.retry}
            </button>
          </div>
        )}
        {state.kind === 'booked' && (
          <div className="ui-meeting__done" role="status">
            <h3>{words.confirmed.title}</h3>
            <p>
              {fill(state.meeting.calendar === 'written' ? words.confirmed.text : words.confirmed.pending, {
                ...whenValues(state.meeting.start, lang, state.meeting.timeZone),
                manager: state.meeting.manager,
                email: state.meeting.email,
              })}
            </p>
            <p>{words.confirmed.manage}</p>
          </div>
        )}
        {state.kind === 'ready' && state.days.length === 0 && <p className="ui-meeting__status">{fill(words.picker.none, contact)}</p>}
        {state.kind === 'ready' && state.days.length > 0 && (
          <form className="ui-meeting__form" onSubmit={(event) => void book(event)} noValidate>
            {state.problem && (
              <p className="ui-meeting__problem" role="alert">
                {fill(words.refused[state.problem], contact)}
              </p>
            )}
            <p className="ui-meeting__zone">{fill(words.picker.timesIn, { zone: zoneLabel(state.zone, lang) })}</p>
            <fieldset className="ui-meeting__days">
              <legend className="ui-visually-hidden">{words.picker.day}</legend>
              {state.days.map((day) => (
                <label key={day.date} className="ui-meeting__chip">
                  <input type="radio" name="day" value={day.date} checked={state.day === day.date} onChange={() => setState({ ...state, day: day.date })} />
                  <span>{shortDay(day.times[0]!.start, lang, state.zone)}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className="ui-meeting__times" aria-describedby={errors.start ? `${headingId}-start` : undefined}>
              <legend className="ui-visually-hidden">
                {words.picker.time}: {dayLabel(state.days.find((day) => day.date === state.day)?.times[0]?.start ?? Date.now(), lang, state.zone)}
              </legend>
              {state.days
                .find((day) => day.date === state.day)
                ?.times.map((time) => (
                  <label key={time.start} className="ui-meeting__chip sh-meeting__chip--time">
                    <input type="radio" name="start" value={time.start} checked={start === time.start} onChange={() => choose(time.start)} />
                    <span>{timeLabel(time.start, lang, state.zone)}</span>
                  </label>
                ))}
            </fieldset>
            {errors.start && (
              <p id={`${headingId}-start`} className="ui-field__error">
                {errors.start}
              </p>
            )}
            <div className="ui-meeting__fields">
              <TextField
                label={words.picker.name}
                name="name"
                autoComplete="name"
                maxLength={100}
                value={fields.name}
                error={errors.name}
                required
                onChange={(event) => setFields({ ...fields, name: event.target.value })}
              />
              <TextField
                label={words.picker.email}
                name="email"
                type="email"
                autoComplete="email"
                value={fields.email}
                error={errors.email}
                required
                onChange={(event) => setFields({ ...fields, email: event.target.value })}
              />
              {source === 'contacts' && (
                <TextField
                  label={words.picker.company}
                  name="company"
                  autoComplete="organization"
                  maxLength={100}
                  value={fields.company}
                  error={errors.company}
                  onChange={(event) => setFields({ ...fields, company: event.target.value })}
                />
              )}
            </div>
            {!state.known && (
              <CheckboxField
                name="consent"
                checked={fields.consent}
                error={errors.consent}
                onChange={(event) => setFields({ ...fields, consent: event.target.checked })}
                label={
                  <>
                    {before}
                    <a href={privacy} target="_blank" rel="noopener">
                      {linkText}
                    </a>
                    {after}
                  </>
                }
              />
            )}
            <button type="submit" className="ui-button ui-button--primary ui-button--lg" aria-busy={busy || undefined}>
              {busy ? words.picker.booking : start ? `${words.picker.book} · ${timeLabel(start, lang, state.zone)}` : words.picker.book}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
