import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  API_PATHS,
  fieldErrorsOf,
  formVariant,
  ApiAnswerError,
  leadRequestSchemaFor,
  LEAD_INTERESTS,
  LIMITS,
  refusalCode,
  type FormId,
  type LeadInterest,
  type LeadRequest,
  type RetryOptions,
} from '@site/contracts';
import { href, localizePath, OTHER_WAYS, viewerCountryOfPage } from '@site/model';
import { Button, CheckboxField, classNames, Link, TextAreaField, TextField, notify, useNavigation } from '@site/ui';
import { FORMS_NAMESPACE } from './i18n';
import { PhoneField, usePhoneCountry } from './phone-field';
import { rememberLeadNumber } from './lead-number';
import { LeadRejectedError, submitLead } from './submit-lead';

interface LeadFormValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  comment: string;
  channels: string;
  volume: string;
  interests: string[];
  consent: boolean;
  /** The honeypot. */
  website: string;
}

const EMPTY: LeadFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  comment: '',
  channels: '',
  volume: '',
  interests: [],
  consent: false,
  website: '',
};
const FIELDS = new Set(Object.keys(EMPTY));

export interface LeadFormProps {
  readonly formId: FormId;
  /**
   * After a lead is stored the visitor goes to the form's thank-you page (what happens next, what
   * fits the form), as a form posted without JavaScript does; `toast` keeps them on the page.
   */
  readonly afterSuccess?: 'toast' | 'thank-you';
  /** Interests ticked when the form opens (the sample report's own request form ticks the sample report). */
  readonly interests?: readonly LeadInterest[];
  /** Overrides how submissions are sent and retried (tests). */
  readonly transport?: RetryOptions & { fetch?: typeof fetch };
  readonly className?: string;
}

/**
 * A lead form: name, email and phone; the optional fields of its form (`formVariant`: company,
 * comment and interests on the AI Sales Manager form, company and a message on the contacts form,
 * channels and chats a day on AI Seller 24/7's); a privacy-consent checkbox on all but the first. Validated with the API's own schema, sent with an
 * idempotency key that stays the same across retries until the lead is accepted.
 *
 * Without its script (JavaScript off, or the code failed to load) the same form still works: it is
 * a `method="post"` form to the API, which takes the form encoding, redirects to the thank-you page
 * or answers with a page of what to correct. No field ever goes into a URL.
 */
export function LeadForm({ formId, afterSuccess = 'thank-you', interests = [], transport, className }: LeadFormProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { lang, pathname, navigate } = useNavigation();
  const variant = formVariant(formId);
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  /** Why the form was not sent, and whether to bring it into view (a refused field takes the focus instead). */
  const [failure, setFailure] = useState<{ readonly message: string; readonly scroll: boolean } | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /**
   * The first refused field, with its error under it, brought into view once drawn: the browser
   * scrolls to a focused field alone, and its error could lie under the voice dock.
   */
  const showFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector('.ui-field--invalid, .ui-check--invalid')?.scrollIntoView({ block: 'nearest' }));
  // A refusal is said beside the button that was pressed, and brought into view clear of what the
  // page fixes to the screen's bottom (the page's scroll-padding: the voice dock, the back-to-top button).
  useEffect(() => {
    if (failure?.scroll) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);
  // Past its network's hour a lead may be sent anyway, kept for a manager to check (G6); `anyway` marks that send.
  const [offerAnyway, setOfferAnyway] = useState(false);
  const anyway = useRef(false);
  const [phoneCountry, setPhoneCountry] = usePhoneCountry(lang);
  // The resolver runs outside React's render: it reads the country the picker shows now.
  const phoneCountryNow = useRef(phoneCountry);
  phoneCountryNow.current = phoneCountry;

  const toPayload = (values: LeadFormValues): LeadRequest => ({
    formId,
    name: values.name,
    phone: values.phone,
    phoneCountry: phoneCountryNow.current,
    email: values.email,
    language: lang,
    pagePath: pathname,
    idempotencyKey: idempotencyKey.current,
    website: values.website,
    ...Object.fromEntries(variant.fields.map((field) => [field, field === 'interests' ? (values.interests as LeadRequest['interests']) : values[field]])),
    ...(variant.consent ? { consent: values.consent } : {}),
    ...(anyway.current ? { keepForReview: true as const } : {}),
  });

  // The browser checks with the same schema the server uses, so both speak the same error codes.
  // The honeypot is left to the server, which accepts a filled one quietly: a person whose
  // autofill touched it must never meet an error they cannot see.
  const resolver: Resolver<LeadFormValues> = (values) => {
    const result = leadRequestSchemaFor(viewerCountryOfPage()).safeParse(toPayload({ ...values, website: '' }));
    if (result.success) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(fieldErrorsOf(result.error))
        .filter(([field]) => FIELDS.has(field))
        .map(([field, code]) => [field, { type: code, message: code }]),
    );
    return { values: {}, errors };
  };

  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
    // Judged when sent, then as the visitor corrects: never as a field is left. An error that
    // appeared as the press on the button took the focus would move the button from under the
    // pointer, and the press would send nothing.
  } = useForm<LeadFormValues>({ defaultValues: { ...EMPTY, interests: [...interests] }, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  const messageOf = (field: keyof LeadFormValues): string | undefined => {
    const code = errors[field]?.message;
    if (!code) return undefined;
    return t(`errors.${code}`, { defaultValue: t('errors.invalid') });
  };

  const onSubmit = async (values: LeadFormValues) => {
    setFailure(null);
    setOfferAnyway(false);
    let answer;
    try {
      answer = await submitLead(toPayload(values), transport);
    } catch (error) {
      const refused = error instanceof LeadRejectedError ? Object.entries(error.fields).filter(([field]) => FIELDS.has(field)) : [];
      // Each field the server refused says why under itself; the first takes the focus.
      refused.forEach(([field, code], index) => setError(field as keyof LeadFormValues, { type: code, message: code }, { shouldFocus: index === 0 }));
      if (refused.length) showFirstError();
      // The network's hourly allowance is spent, perhaps by others on it: the visitor is told how else
      // to reach us, and may send the lead anyway; past the allowance of those too, only how else.
      const refusal = error instanceof ApiAnswerError && error.status === 429 ? refusalCode(error.body) : undefined;
      const otherWays = { email: OTHER_WAYS.email, phone: OTHER_WAYS.phoneText };
      const message =
        refusal === 'network_limit_reached'
          ? t('networkLimit', otherWays)
          : refusal === 'review_limit_reached'
            ? t('reviewLimit', otherWays)
            : t(`messages.${formId}.error`);
      setOfferAnyway(refusal === 'network_limit_reached');
      setFailure({ message, scroll: refused.length === 0 });
      return;
    } finally {
      anyway.current = false;
    }
    idempotencyKey.current = crypto.randomUUID();
    notify.success(t(`messages.${formId}.success`));
    if (afterSuccess === 'thank-you') {
      // The thank-you page offers "Lumi calls you now" to this number; one written with its +code
      // is offered so, whatever the country list showed (the page's market, /ru's Kazakhstan).
      // The morning the call would wait for, said before the first tap.
      rememberLeadNumber({
        form: formId,
        phone: values.phone,
        country: values.phone.trim().startsWith('+') ? '' : phoneCountryNow.current,
        ...(answer.leadCall && { morning: answer.leadCall }),
      });
      navigate(href('form-sent', { form: formId }));
      return;
    }
    reset(EMPTY);
  };

  const required = { required: true, requiredLabel: t('requiredMark') };
  // Ids from the form and field names, not useId: a prerendered form keeps its ids when the app
  // adopts it, so labels, hints and errors stay tied to their fields after hydration.
  const idOf = (field: keyof LeadFormValues) => `lead-${formId}-${field}`;
  return (
    <form
      ref={formRef}
      className={classNames('ui-form', className)}
      method="post"
      action={API_PATHS.leads}
      noValidate
      aria-busy={isSubmitting || undefined}
      data-form={formId}
      onSubmit={(event) => {
        anyway.current = false;
        void handleSubmit(onSubmit, showFirstError)(event);
      }}
    >
      {/* What the browser's own post needs besides the fields; the script sends the same in its JSON. */}
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="language" value={lang} />
      <input type="hidden" name="pagePath" value={pathname} />
      <div className="ui-form__row">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          maxLength={LIMITS.nameMaxLength}
          placeholder={t('placeholders.name')}
          error={messageOf('name')}
          {...required}
          id={idOf('name')}
          {...register('name')}
        />
        <PhoneField
          id={idOf('phone')}
          lang={lang}
          label={t('fields.phone')}
          errorCode={errors.phone?.message}
          {...required}
          country={phoneCountry}
          onCountryChange={(country) => {
            phoneCountryNow.current = country;
            setPhoneCountry(country);
            // A number already typed is judged again in the country now shown.
            if (isSubmitted) void trigger('phone');
          }}
          input={register('phone')}
        />
      </div>
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        error={messageOf('email')}
        id={idOf('email')}
        {...register('email')}
      />
      {variant.fields.includes('company') && (
        <TextField
          label={t('fields.company')}
          autoComplete="organization"
          maxLength={LIMITS.companyMaxLength}
          placeholder={t('placeholders.company')}
          error={messageOf('company')}
          id={idOf('company')}
          {...register('company')}
        />
      )}
      {variant.fields.includes('comment') && (
        <TextAreaField
          label={t(variant.extended ? 'fields.comment' : 'fields.message')}
          maxLength={LIMITS.commentMaxLength}
          placeholder={t(variant.extended ? 'placeholders.comment' : 'placeholders.message')}
          error={messageOf('comment')}
          id={idOf('comment')}
          {...register('comment')}
        />
      )}
      {variant.fields.includes('channels') && (
        <TextField
          label={t('fields.channels')}
          maxLength={LIMITS.channelsMaxLength}
          placeholder={t('placeholders.channels')}
          error={messageOf('channels')}
          id={idOf('channels')}
          {...register('channels')}
        />
      )}
      {variant.fields.includes('volume') && (
        <TextField
          label={t('fields.volume')}
          maxLength={LIMITS.volumeMaxLength}
          placeholder={t('placeholders.volume')}
          error={messageOf('volume')}
          id={idOf('volume')}
          {...register('volume')}
        />
      )}
      {variant.fields.includes('interests') && (
        <>
          <fieldset className="ui-form__fieldset">
            <legend className="ui-form__legend">{t('fields.interests')}</legend>
            {LEAD_INTERESTS.map((interest) => (
              <div key={interest} className="ui-form__option">
                <CheckboxField
                  id={`${idOf('interests')}-${interest}`}
                  label={t(`interests.${interest}`)}
                  value={interest}
                  // In the page's HTML too: a form opened with an interest ticked shows it before its script runs.
                  defaultChecked={interests.includes(interest)}
                  {...register('interests')}
                />
                {/* The sample report opens beside the form, so what the visitor typed stays; on the report's own page, no link to itself. */}
                {interest === 'sample-report' && localizePath(href('sample-report'), lang) !== pathname && (
                  <Link className="ui-form__option-link" to={href('sample-report')} target="_blank" rel="noopener">
                    {t('interestLinks.sample-report')}
                  </Link>
                )}
              </div>
            ))}
          </fieldset>
        </>
      )}
      {variant.consent && (
        <CheckboxField
          label={<Trans t={t} i18nKey="consent" components={{ privacy: <Link to={href('privacy')} target="_blank" rel="noopener" /> }} />}
          error={messageOf('consent')}
          {...required}
          id={idOf('consent')}
          {...register('consent')}
        />
      )}
      <div className="ui-honeypot" aria-hidden="true">
        <label>
          {t('fields.website')}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      {failure && (
        <p ref={failureRef} className="ui-form__alert" role="alert">
          {failure.message}
        </p>
      )}
      {offerAnyway && (
        <Button
          variant="secondary"
          disabled={isSubmitting}
          onClick={() => {
            anyway.current = true;
            void handleSubmit(onSubmit, showFirstError)();
          }}
        >
          {t('sendAnyway')}
        </Button>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
