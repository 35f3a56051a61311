import { useEffect, useEffectEvent, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  callingCodeOf,
  isPhoneCountry,
  phoneCountryChoices,
  phoneFieldWords,
  startingPhoneCountry,
  type FieldErrorCode,
  type PhoneCountry,
} from '@site/contracts';
import {
  adoptViewerCountry,
  PHONE_COUNTRY_ATTRIBUTE,
  PHONE_FACE_ATTRIBUTE,
  PHONE_FIELD_ATTRIBUTE,
  phoneFace,
  viewerCountryOfPage,
  type Language,
} from '@site/model';
import { controlAttributes, FieldShell } from '@site/ui';
import { FORMS_NAMESPACE } from './i18n';

/** The picker's value: a country, or `''` for none (the number is typed with its code). */
export type PhoneCountryValue = PhoneCountry | '';

/** The country a phone field is rendered with, before the page knows the viewer's: its language's, or none. */
export function renderedPhoneCountry(lang: Language): PhoneCountryValue {
  return startingPhoneCountry(undefined, lang) ?? '';
}

/** A phone field's country, starting where the page was rendered (`renderedPhoneCountry`); `PhoneField` moves it to the viewer's. */
export function usePhoneCountry(lang: Language) {
  return useState<PhoneCountryValue>(() => renderedPhoneCountry(lang));
}

export interface PhoneFieldProps {
  /** The number input's id; the picker's is `<id>-country`. */
  readonly id: string;
  readonly lang: Language;
  readonly label: string;
  readonly required?: boolean;
  readonly requiredLabel?: string;
  /** Why the number was refused (`invalid_phone`, `required`…): said under the field, in the words of the country shown. */
  readonly errorCode?: FieldErrorCode | string;
  readonly country: PhoneCountryValue;
  readonly onCountryChange: (country: PhoneCountryValue) => void;
  /** The number input's own attributes (react-hook-form's `register('phone')`). */
  readonly input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { readonly ref?: Ref<HTMLInputElement> };
  /** The name the picker is posted under by a form sent without its script. */
  readonly countryName?: string;
}

/**
 * A phone number with its country beside it: a native `<select>` of every country the phone
 * library knows (the site's markets first, names in the page's language), shown as the country's
 * flag and calling code, and the number as the visitor writes it there, with that country's example.
 * It starts in the viewer's country as CloudFront reported it (the page's script moves the picker
 * there before this code runs; on a page the app rendered itself, this does), else the page
 * language's. Without scripts the select is shown as it is and is posted with the form.
 */
export function PhoneField({
  id,
  lang,
  label,
  required,
  requiredLabel,
  errorCode,
  country,
  onCountryChange,
  input,
  countryName = 'phoneCountry',
}: PhoneFieldProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const picker = useRef<HTMLSelectElement>(null);
  const rendered = renderedPhoneCountry(lang);

  // What the page's script set before this code ran (the viewer's country, or the visitor's choice) is the field's country.
  const adoptPagesCountry = useEffectEvent(() => {
    const select = picker.current;
    if (!select) return;
    adoptViewerCountry(select, viewerCountryOfPage());
    const shown = select.value;
    if (shown !== country && (shown === '' || isPhoneCountry(shown))) onCountryChange(shown);
  });
  // Once, as the field starts: later the select's own changes tell it.
  useEffect(() => adoptPagesCountry(), []);

  const words = phoneFieldWords(country || undefined);
  const error = errorCode
    ? errorCode === 'invalid_phone'
      ? t(country ? 'errors.invalid_phone' : 'errors.invalid_phone_international', words)
      : t(`errors.${errorCode}`, { defaultValue: t('errors.invalid') })
    : undefined;
  const frame = { label, error, hint: t('hints.phone'), required, requiredLabel };
  return (
    <FieldShell id={id} className="ui-phone" {...frame}>
      <div className="ui-phone__controls" {...{ [PHONE_FIELD_ATTRIBUTE]: '' }}>
        <span className="ui-phone__country">
          {/* Rewritten by the page's script before this code runs (the viewer's country): the state takes it over at once. */}
          <span className="ui-phone__face" aria-hidden="true" suppressHydrationWarning {...{ [PHONE_FACE_ATTRIBUTE]: '' }}>
            {phoneFace(country, country ? callingCodeOf(country) : undefined)}
          </span>
          <select
            ref={picker}
            id={`${id}-country`}
            name={countryName}
            className="ui-phone__select"
            aria-label={t('fields.phoneCountry')}
            value={country}
            onChange={(event) => onCountryChange(event.target.value as PhoneCountryValue)}
            {...{ [PHONE_COUNTRY_ATTRIBUTE]: rendered }}
          >
            <option value="">{t('phoneCountryNone')}</option>
            {phoneCountryChoices(lang).map((choice) => (
              // Names come from the browser's own data (Intl), which may word one differently from the prerender's.
              <option key={choice.country} value={choice.country} suppressHydrationWarning>
                {choice.label}
              </option>
            ))}
          </select>
        </span>
        <input
          {...input}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={words.national ?? words.international}
          className="ui-field__input ui-phone__number"
          {...controlAttributes(id, frame)}
        />
      </div>
    </FieldShell>
  );
}
