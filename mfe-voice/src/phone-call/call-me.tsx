import type { ParseKeys } from 'i18next';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLabel, type MorningCallReason, type PhoneCallPersona, type PhoneCallState } from '@site/contracts';
import { countryName, LANGUAGE_PHONE_COUNTRY, LUMI_LINE, PHONE_CALL_COUNTRIES, type LeadCallProps, type Language } from '@site/model';
import { CheckboxField, TextField, useNavigation, useTypedBeforeCode } from '@site/ui';
import { AiNoticeText } from '../widget/ai-notice';
import { Rating } from '../widget/rating';
import { FINAL_STATES } from './call-states';
// The request and the following come with the first press: the schemas that read their answers stay out of the widget's first load.
import type { CallAnswer, FollowedCall } from './request-call';

/** The phone field's country for a page's language where Lumi rings it (a Ukrainian page's `050 …`, a Polish page's `512 …`); elsewhere the number's +code says. */
const countryOfLanguage = (lang: Language): string => {
  const country = LANGUAGE_PHONE_COUNTRY[lang];
  return country && (PHONE_CALL_COUNTRIES as readonly string[]).includes(country) ? country : '';
};

type Stage =
  | { readonly kind: 'form' }
  | { readonly kind: 'sending' }
  | {
      readonly kind: 'night';
      readonly reason: MorningCallReason;
      readonly nextMorning: string;
      readonly timeZone: string;
      /** Offered before any tap, as the lead's answer said, rather than as the answer to one. */
      readonly offered?: boolean;
    }
  | { readonly kind: 'scheduled'; readonly at: string; readonly timeZone: string }
  | {
      readonly kind: 'call';
      readonly call: FollowedCall;
      readonly state: PhoneCallState;
      readonly durationSeconds?: number;
    };

/** A refusal or failure shown beside the field, by its message key. */
type Problem = { readonly key: ParseKeys<'voice', {}, 'phoneCall'>; readonly on: 'phone' | 'consent' | 'form' };

function problemOf(answer: CallAnswer): Problem | undefined {
  switch (answer.status) {
    case 'refused':
      return { key: `refused.${answer.reason}`, on: answer.reason === 'calls_not_configured' ? 'form' : 'phone' };
    case 'invalid':
      if (answer.fields.call_consent) return { key: 'refused.consent_required', on: 'consent' };
      return { key: 'refused.invalid_phone', on: 'phone' };
    case 'unchecked':
    case 'offline':
    case 'failed':
    case 'rate_limited':
      return { key: `refused.${answer.status}`, on: 'form' };
    default:
      return undefined;
  }
}

/**
 * A time in the callee's zone, in the page's language, as the words name it after a colon: "Saturday,
 * 09:00", «суббота, 9:00». Intl's one pattern gives «суббота 09:00», which no sentence can take.
 */
function localTime(iso: string, timeZone: string, lang: Language): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat(lang, { timeZone, weekday: 'long' }).format(at);
  return `${day}, ${timeLabel(iso, lang, timeZone)}`;
}

/** A call's length as a person says it: "1 min 24 s". */
function duration(seconds: number, lang: Language): string {
  const parts = [
    ...(seconds >= 60 ? [{ value: Math.floor(seconds / 60), unit: 'minute' }] : []),
    ...(seconds % 60 || seconds < 60 ? [{ value: seconds % 60, unit: 'second' }] : []),
  ];
  return parts.map(({ value, unit }) => new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short' }).format(value)).join(' ');
}

/** The call a thank-you page offers after a lead form (`./LeadCall`); the visitor may still correct the number. */
type LeadCallOffer = Omit<LeadCallProps, 'data'>;

/**
 * "Have Lumi call me": the country and phone, the AI notice and the consent to the one call, and
 * the button; then the call's progress (ringing, in call, ended, not answered) and, once it ended,
 * the same rating as a web call. Every refusal the server gives is shown beside the control it is
 * about; night where the number rings offers the next morning there, which one press books. After
 * a lead form (`lead`) it is "Lumi calls you now", with the form's number already in, or, when the
 * lead's answer said the call would wait (the managers' hours over, night where it rings), the
 * morning call offered plainly from the start, beside the page's picker.
 */
export function CallMe({
  persona,
  headingLevel = 2,
  focusFirst = false,
  lead,
}: {
  persona: PhoneCallPersona;
  headingLevel?: 2 | 3;
  focusFirst?: boolean;
  lead?: LeadCallOffer;
}) {
  const { t } = useTranslation('voice');
  const { lang, pathname } = useNavigation();
  const ids = useId();
  const [country, setCountry] = useState(() =>
    lead && (PHONE_CALL_COUNTRIES as readonly string[]).includes(lead.country) ? lead.country : countryOfLanguage(lang),
  );
  const [phone, setPhone] = useState(lead?.phone ?? '');
  const [consent, setConsent] = useState(false);
  const [stage, setStage] = useState<Stage>(() =>
    lead?.morning && Date.parse(lead.morning.morning) > Date.now()
      ? { kind: 'night', reason: lead.morning.reason, nextMorning: lead.morning.morning, timeZone: lead.morning.timeZone, offered: true }
      : { kind: 'form' },
  );
  const [problem, setProblem] = useState<Problem | undefined>();
  const phoneRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  useTypedBeforeCode(countryRef, (field) => setCountry(field.value));
  useTypedBeforeCode(phoneRef, (field) => setPhone(field.value));
  useTypedBeforeCode(consentRef, (field) => setConsent(field.checked));
  const Heading = `h${headingLevel}` as const;
  const words = lead ? ('phoneCall.leadOffer' as const) : ('phoneCall' as const);

  const markets = PHONE_CALL_COUNTRIES.map((code) => countryName(code, lang)).join(', ');
  const order = async (when: 'now' | 'next_morning') => {
    const { requestCall } = await import('./request-call');
    return requestCall({
      phone,
      country: country || undefined,
      language: lang,
      persona,
      pagePath: pathname,
      callConsent: consent,
      when,
      product: lead?.product,
    });
  };

  const answered = (answer: CallAnswer) => {
    if (answer.status === 'calling') {
      lead?.onOrdered?.({ kind: 'calling' });
      return setStage({ kind: 'call', call: { callId: answer.call_id, statusToken: answer.status_token }, state: 'ringing' });
    }
    if (answer.status === 'scheduled') {
      lead?.onOrdered?.({ kind: 'scheduled', at: answer.at, timeZone: answer.time_zone });
      return setStage({ kind: 'scheduled', at: answer.at, timeZone: answer.time_zone });
    }
    if (answer.status === 'night') return setStage({ kind: 'night', reason: answer.reason, nextMorning: answer.nextMorning, timeZone: answer.timeZone });
    setStage({ kind: 'form' });
    const found = problemOf(answer);
    setProblem(found);
    if (found?.on === 'phone') phoneRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stage.kind === 'sending') return;
    if (!consent) return setProblem({ key: 'refused.consent_required', on: 'consent' });
    setProblem(undefined);
    setStage({ kind: 'sending' });
    answered(await order('now'));
  };

  const bookMorning = async () => {
    if (!consent) return setProblem({ key: 'refused.consent_required', on: 'consent' });
    setProblem(undefined);
    setStage({ kind: 'sending' });
    answered(await order('next_morning'));
  };

  // Rung out unanswered: the thank-you page goes back to what it said before the call.
  const missed = useEffectEvent(() => lead?.onOrdered?.({ kind: 'missed' }));

  // The call's progress, asked less often while nothing changes, until the call ends.
  const call = stage.kind === 'call' ? stage.call : undefined;
  useEffect(() => {
    if (!call) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./follow-call').then(({ followCall }) => {
      if (left) return;
      stop = followCall(call, (status) => {
        if (status.state === 'not_answered') missed();
        setStage({ kind: 'call', call, state: status.state, durationSeconds: status.duration_seconds });
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [call]);

  const reset = () => {
    setStage({ kind: 'form' });
    setProblem(undefined);
  };

  if (stage.kind === 'call' || stage.kind === 'scheduled') {
    const state = stage.kind === 'call' ? stage.state : 'scheduled';
    const ended = stage.kind === 'call' && FINAL_STATES.includes(stage.state);
    return (
      <section className="vc-call-me" aria-labelledby={`${ids}-title`} data-call-state={state}>
        <Heading id={`${ids}-title`} className="vc-call-me__title">
          {t(`${words}.title`)}
        </Heading>
        <p className={`vc-call-me__state vc-call-me__state--${state}`} role="status">
          {stage.kind === 'scheduled'
            ? t('phoneCall.state.scheduled', { when: localTime(stage.at, stage.timeZone, lang) })
            : state === 'ended' && stage.durationSeconds
              ? t('phoneCall.state.endedAfter', { duration: duration(stage.durationSeconds, lang) })
              : t(`phoneCall.state.${state}`, { number: LUMI_LINE?.display ?? '' })}
        </p>
        {stage.kind === 'call' && stage.state === 'ended' && (
          <Rating key={stage.call.callId} rated={{ call_id: stage.call.callId, status_token: stage.call.statusToken }} />
        )}
        {(ended || stage.kind === 'scheduled') && (
          <button type="button" className="ui-button ui-button--secondary" onClick={reset}>
            {t('phoneCall.done')}
          </button>
        )}
      </section>
    );
  }

  const sending = stage.kind === 'sending';
  const offeredMorning = stage.kind === 'night' && stage.offered;
  const problemText = problem ? t(problem.key, { keyPrefix: 'phoneCall', countries: markets }) : undefined;
  return (
    <section className="vc-call-me" aria-labelledby={`${ids}-title`} data-call-state={stage.kind}>
      <Heading id={`${ids}-title`} className="vc-call-me__title">
        {t(offeredMorning ? 'phoneCall.leadOffer.morningTitle' : `${words}.title`)}
      </Heading>
      {!offeredMorning && <p className="vc-call-me__lead">{t(`${words}.lead`)}</p>}
      <form className="vc-call-me__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="vc-call-me__number">
          <label className="ui-field vc-call-me__country">
            <span className="ui-field__label">{t('phoneCall.country')}</span>
            <select ref={countryRef} className="ui-field__input" value={country} onChange={(event) => setCountry(event.target.value)} disabled={sending}>
              <option value="">{t('phoneCall.byCode')}</option>
              {PHONE_CALL_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, lang)}
                </option>
              ))}
            </select>
          </label>
          <TextField
            ref={phoneRef}
            label={t('phoneCall.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={40}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            hint={t('phoneCall.hint', { countries: markets })}
            error={problem?.on === 'phone' ? problemText : undefined}
            readOnly={sending}
            required
            {...(focusFirst && { 'data-autofocus': '' })}
          />
        </div>
        <AiNoticeText className="vc-call-me__notice" callButton={t(stage.kind === 'night' ? 'phoneCall.bookMorning' : `${words}.submit`)} />
        <CheckboxField
          ref={consentRef}
          label={t('phoneCall.consent')}
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          error={problem?.on === 'consent' ? problemText : undefined}
          required
        />
        {stage.kind === 'night' ? (
          <div className="vc-call-me__night" role={stage.offered ? undefined : 'alert'}>
            <p>
              {t(stage.reason === 'outside_managers_hours' ? 'phoneCall.afterHours' : 'phoneCall.night', {
                when: localTime(stage.nextMorning, stage.timeZone, lang),
              })}
            </p>
            <div className="vc-call-me__actions">
              <button type="button" className="ui-button ui-button--primary" onClick={() => void bookMorning()}>
                {t('phoneCall.bookMorning')}
              </button>
              {!stage.offered && (
                <button type="button" className="ui-button ui-button--secondary" onClick={reset}>
                  {t('phoneCall.notThen')}
                </button>
              )}
            </div>
          </div>
        ) : (
          <button type="submit" className="ui-button ui-button--primary vc-call-me__submit" aria-disabled={sending || undefined}>
            {sending && <span className="vc-demo__spinner" aria-hidden="true" />}
            {t(sending ? 'phoneCall.sending' : `${words}.submit`)}
          </button>
        )}
        {problem?.on === 'form' && (
          <p className="vc-call-me__problem" role="alert">
            {problemText}
          </p>
        )}
      </form>
    </section>
  );
}
