import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  ASSISTANT_PERSONAS,
  BOOKING_TOOL_NAME,
  bookingAfter,
  DEMO_BUSINESSES,
  DEMO_VARIABLES,
  demoDay,
  demoDayLabel,
  freeTimesOf,
  isDemoBusiness,
  receptionistGreeting,
  receptionistName,
  scheduleForAgent,
  tomorrowOf,
  type BookingChange,
  type DemoBooking,
  type DemoBusiness,
  type DemoDay,
} from '@site/contracts';
import type { Language } from '@site/model';
import { MicrophoneIcon, useNavigation } from '@site/ui';
import { VoiceAvatar } from '../avatar/voice-avatar';
import { CallMe } from '../phone-call/call-me';
import { visitNotice } from '../session/ai-notice';
import type { Channel } from '../session/connection';
import { conversationPorts } from '../session/conversation-ports';
import { createRefusalSlot, type RefusalSlot } from '../session/notices';
import { pageSession } from '../session/page-session';
import { useSessionState } from '../session/use-session-state';
import { createVoiceSession, type VoiceSession } from '../session/voice-session';
import { AiNoticeText } from '../widget/ai-notice';
import { Composer } from '../widget/composer';
import { MicOffIcon } from '../widget/icons';
import { StartRefusalNote } from '../widget/start-refusal';
import { conversationStatus } from '../widget/status';
import { Transcript } from '../widget/transcript';
import { createBookingTool } from './booking-tool';

/** Set on the page while the demo holds a conversation: the corner widget steps aside (voice.css), as its launcher would end the demo's call. */
const LIVE_ATTRIBUTE = 'data-voice-demo-live';

/**
 * The Lumi AI page's live demo: Lumi doing its job. The visitor picks a business (a clinic, a car
 * service, a beauty salon) and talks or types to Lumi as its receptionist: the site's agent with the
 * business, its greeting and tomorrow's free times as the conversation's data, and the `book_slot`
 * tool, with which the caller's one visit is booked, moved or cancelled on the card's schedule as the
 * agent does it, beside the live transcript: a moved or cancelled visit's time shows free again. The
 * demo holds a conversation of its own, in its card: the corner widget never shows it, and the page
 * never holds two (starting one ends the other). Leaving the page ends it.
 */
export function VoiceDemo() {
  const { t } = useTranslation('voice');
  const { lang } = useNavigation();
  const [business, setBusiness] = useState<DemoBusiness>('clinic');
  // Tomorrow is the visitor's, not the prerendering's: known once mounted, so hydration matches the page.
  const [date, setDate] = useState<string>();
  // The caller's visit, and the last change the agent made to it (what the schedule marks and the notice says).
  const [booking, setBooking] = useState<DemoBooking>();
  const [change, setChange] = useState<BookingChange>();
  const day = date ? demoDay(business, date) : undefined;

  // What the conversation reads when it starts and when the agent books: the latest render's.
  const live = useRef<Live['current']>({ lang, business, day, booking });
  live.current = { lang, business, day, booking };
  // Why a start was refused is said under the demo's own buttons.
  const [refusals] = useState(createRefusalSlot);
  const [session] = useState(() =>
    demoSession(
      live,
      (next) => {
        setBooking(bookingAfter(next));
        setChange(next);
      },
      refusals,
    ),
  );
  const state = useSessionState(session);

  const picker = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    setDate(tomorrowOf(new Date()));
    // A business picked on the prerendered card, before its code ran (its radios were the browser's), is kept.
    const picked = picker.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (isDemoBusiness(picked)) setBusiness(picked);
  }, []);
  useEffect(() => {
    // A conversation the corner widget starts ends the demo's: one conversation at a time.
    const unsubscribe = pageSession.subscribe(() => {
      if (pageSession.getState().phase !== 'idle') session.end();
    });
    window.addEventListener('pagehide', session.end);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', session.end);
      session.end();
    };
  }, [session]);
  useEffect(() => {
    const root = document.documentElement;
    if (state.phase === 'idle') root.removeAttribute(LIVE_ATTRIBUTE);
    else root.setAttribute(LIVE_ATTRIBUTE, '');
  }, [state.phase]);
  useEffect(() => () => document.documentElement.removeAttribute(LIVE_ATTRIBUTE), []);

  const idle = state.phase === 'idle';
  const connected = state.phase === 'connected';
  const connecting = state.phase === 'connecting';
  const typed = state.channel === 'text';
  const status = conversationStatus(state);
  const start = (channel: Channel) => {
    if (pageSession.getState().phase !== 'idle') pageSession.end();
    // A new conversation is a new caller, on a fresh day.
    live.current = { ...live.current, booking: undefined };
    setBooking(undefined);
    setChange(undefined);
    void session.start(channel);
  };
  const pick = (next: DemoBusiness) => {
    setBusiness(next);
    setBooking(undefined);
    setChange(undefined);
    session.clearTranscript();
  };
  const names = `businesses.${business}` as const;

  return (
    <>
      <section className="vc-demo" aria-label={t('demo.title')} data-phase={state.phase} data-channel={state.channel} data-business={business}>
        <BusinessPicker value={business} onChange={pick} disabled={!idle} ref={picker} />
        <div className="vc-demo__body">
          <div className="vc-demo__call">
            <div className="vc-demo__head">
              <VoiceAvatar mode={connected && !typed ? state.mode : undefined} />
              <div className="vc-demo__who">
                <p className="vc-demo__name">{receptionistName(business, lang)}</p>
                <p className={`vc-status vc-status--${status ?? 'idle'}`} role="status">
                  {connected && !typed ? t(`demo.${state.mode}`) : connected && status ? t(`status.${status}`) : connecting ? t('demo.connecting') : ''}
                </p>
              </div>
            </div>
            {state.typingOffered && (
              <p className="vc-demo__note" role="status">
                {t(`errors.${state.typingOffered}`)}
              </p>
            )}
            <Transcript entries={state.transcript} emptyText={`${t('demo.intro')} ${t('demo.try', { hint: t(`demo.${names}.hint`) })}`} />
            {(connected || (connecting && typed)) && <Composer onSend={session.send} ready={connected} autoFocus={typed} />}
            <div className="vc-demo__actions">
              <button
                type="button"
                className={`ui-button ${connected ? 'ui-button--secondary' : 'ui-button--primary'}`}
                aria-disabled={connecting || undefined}
                onClick={connected ? session.end : () => idle && start('voice')}
              >
                {connecting && <span className="vc-demo__spinner" aria-hidden="true" />}
                {t(connected ? (typed ? 'demo.endChat' : 'demo.end') : connecting ? 'demo.connecting' : 'demo.start')}
              </button>
              {idle && (
                <button type="button" className="ui-button ui-button--secondary" onClick={() => start('text')}>
                  {t('typeInstead')}
                </button>
              )}
              {connected && !typed && (
                <button type="button" className="vc-icon-button" aria-pressed={state.muted} title={t('panel.mute')} onClick={session.toggleMute}>
                  {state.muted ? <MicOffIcon /> : <MicrophoneIcon />}
                  <span className="ui-visually-hidden">{t('panel.mute')}</span>
                </button>
              )}
            </div>
            <StartRefusalNote slot={refusals} phase={state.phase} className="vc-demo__refusal" />
            {/* Its buttons start a conversation at once: what the widget's notice says is said here, beside them. */}
            {idle && <AiNoticeText className="vc-demo__notice" />}
          </div>
          <Schedule day={day} booking={booking} freed={change && freedBy(change)} lang={lang} />
        </div>
        <p className="ui-visually-hidden" role="status">
          {change ? changeNotice(t, change) : ''}
        </p>
      </section>
      {/* The same receptionist on the phone, beside the demo: the business picked in it rings the visitor's number. */}
      <CallMe persona={business} headingLevel={3} />
    </>
  );
}

/** What the last change did, for a screen reader: "Booked for 10:30", "Moved from 10:30 to 11:00", "Cancelled: 10:30". */
function changeNotice(t: TFunction<'voice'>, change: BookingChange): string {
  if (change.kind === 'moved') return t('demo.movedNotice', { from: change.from, time: change.booking.time });
  if (change.kind === 'cancelled') return t('demo.cancelledNotice', { time: change.booking.time });
  return t('demo.bookedNotice', { time: change.booking.time });
}

/** The time a change left free: a moved visit's old time, a cancelled one's. */
function freedBy(change: BookingChange): string | undefined {
  if (change.kind === 'moved') return change.from;
  return change.kind === 'cancelled' ? change.booking.time : undefined;
}

interface Live {
  current: {
    readonly lang: Language;
    readonly business: DemoBusiness;
    readonly day?: DemoDay;
    readonly booking?: DemoBooking;
  };
}

/**
 * The demo's own conversation: Lumi, greeting as the business picked when it starts, with its
 * name, kind and tomorrow's free times as the agent's data, and the booking tool keeping the
 * caller's visit on the schedule the card shows.
 */
function demoSession(live: Live, onChanged: (change: BookingChange) => void, refusals: RefusalSlot): VoiceSession {
  const extras = () => {
    const { lang, business, day, booking } = live.current;
    const today = day ?? demoDay(business, tomorrowOf(new Date()));
    return {
      firstMessage: receptionistGreeting(business, lang),
      variables: {
        [DEMO_VARIABLES.business]: business,
        [DEMO_VARIABLES.businessName]: receptionistName(business, lang),
        [DEMO_VARIABLES.schedule]: scheduleForAgent(today.date, freeTimesOf(today, booking?.time), lang),
      },
      clientTools: {
        [BOOKING_TOOL_NAME]: createBookingTool({
          day: () => today,
          booking: () => live.current.booking,
          dayLabel: () => demoDayLabel(today.date, live.current.lang),
          onChanged: (change) => {
            // The next call of the tool sees this change at once, before React renders it.
            live.current = { ...live.current, booking: bookingAfter(change) };
            onChanged(change);
          },
        }),
      },
    };
  };
  return createVoiceSession({ ...conversationPorts(ASSISTANT_PERSONAS.siteAssistant, () => live.current.lang, { extras, refusals }), notice: visitNotice() });
}

interface BusinessPickerProps {
  readonly value: DemoBusiness;
  readonly onChange: (business: DemoBusiness) => void;
  readonly disabled: boolean;
  readonly ref: Ref<HTMLFieldSetElement>;
}

function BusinessPicker({ value, onChange, disabled, ref }: BusinessPickerProps) {
  const { t } = useTranslation('voice');
  const name = useId();
  return (
    <fieldset ref={ref} className="vc-demo__picker" disabled={disabled}>
      <legend className="vc-demo__legend">{t('demo.pick')}</legend>
      {DEMO_BUSINESSES.map((business) => (
        <label key={business} className="vc-demo__choice">
          <input type="radio" name={name} value={business} checked={value === business} onChange={() => onChange(business)} />
          <span>{t(`demo.businesses.${business}.label`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

interface ScheduleProps {
  readonly day?: DemoDay;
  readonly booking?: DemoBooking;
  /** The time the caller's last move or cancellation freed: marked free again, as a receptionist crosses out a visit. */
  readonly freed?: string;
  readonly lang: Language;
}

/** Tomorrow's slots: free, taken, or the caller's visit (and for whom), marked as it appears; a time a move or a cancellation freed says so. */
function Schedule({ day, booking, freed, lang }: ScheduleProps) {
  const { t } = useTranslation('voice');
  const id = useId();
  return (
    <section className="vc-schedule" aria-labelledby={id}>
      <h3 id={id} className="vc-schedule__title">
        {t('demo.schedule.title')}
        {day && <span className="vc-schedule__day">{t('demo.schedule.day', { day: demoDayLabel(day.date, lang) })}</span>}
      </h3>
      {day && (
        <ul className="vc-schedule__slots">
          {day.slots.map((slot) => {
            const held = booking?.time === slot.time ? booking : undefined;
            const state = held ? 'booked' : slot.busy ? 'busy' : 'free';
            const freedHere = state === 'free' && freed === slot.time;
            return (
              <li
                key={slot.time}
                className={`vc-slot vc-slot--${state}${freedHere ? ' vc-slot--freed' : ''}`}
                data-time={slot.time}
                data-state={state}
                {...(freedHere && { 'data-freed': '' })}
              >
                <span className="vc-slot__time">{slot.time}</span>
                <span className="vc-slot__state">
                  {held?.name ? t('demo.schedule.bookedFor', { name: held.name }) : freedHere ? t('demo.schedule.freed') : t(`demo.schedule.${state}`)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
