import { API_PATHS, formVariant, LEAD_INTERESTS, LIMITS, pagePathSchema, phoneCountryChoices, phoneFieldWords, type FieldErrorCode } from '@site/contracts';
import { brandedTitle, href, OTHER_WAYS, pageUrl, type Language } from '@site/model';
import en from '../../packages/forms/src/locales/en.json' with { type: 'json' };
import ru from '../../packages/forms/src/locales/ru.json' with { type: 'json' };
import uk from '../../packages/forms/src/locales/uk.json' with { type: 'json' };
import pl from '../../packages/forms/src/locales/pl.json' with { type: 'json' };
import type { PostedForm } from './form-post';

/**
 * The page that answers a lead form the browser posted itself (no JavaScript) and the API refused:
 * in the visitor's language, with the forms' own words (`packages/forms/src/locales`), each
 * field's error listed and the same form filled in again with what was typed, so nothing is lost
 * and a press sends it again. No script: it must work where scripts did not.
 */

type Words = typeof en;
const WORDS: Readonly<Record<Language, Words>> = { en, ru, uk, pl };

/** Fields the visitor sees, in the order the form shows them; any other refused field is "the form arrived incomplete". */
const VISIBLE_FIELDS = ['name', 'phone', 'email', 'company', 'comment', 'channels', 'volume', 'interests', 'consent'] as const;

/** The forms' words with their `{{name}}` values put in, as i18next does. */
const fill = (text: string, values: Readonly<Record<string, string | undefined>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/**
 * Why a posted form was not taken, when no field is at fault: our failure, a body over the API's
 * limit, the network's hourly allowance spent (the form comes back to be sent anyway, kept for a
 * manager to check), or that of leads sent anyway spent too.
 */
export type FormProblem = 'failed' | 'tooLarge' | 'busyNetwork' | 'busyReview';

/** A refusal for the network (G6): everyone behind it shares the allowance, so the page says how else to reach us. */
const OFFERS_OTHER_WAYS: readonly FormProblem[] = ['busyNetwork', 'busyReview'];

export function refusalPage(form: PostedForm, fields: Readonly<Record<string, FieldErrorCode>>, problem?: FormProblem): string {
  const { formId, language: lang, values } = form;
  const words = WORDS[lang];
  const variant = formVariant(formId);
  const id = (field: string) => `lead-${formId}-${field}`;
  // The phone's example and its error speak of the country the number was read in, which the picker shows again.
  const phoneWords = phoneFieldWords(form.phoneCountry);
  const message = (code: FieldErrorCode, field?: string) => {
    if (field === 'phone' && code === 'invalid_phone')
      return fill(form.phoneCountry ? words.errors.invalid_phone : words.errors.invalid_phone_international, phoneWords);
    return (words.errors as Record<string, string>)[code] ?? words.errors.invalid;
  };
  const labelOf = (field: string) => (field === 'consent' ? words.refusal.consent : (words.fields as Record<string, string>)[field]!);
  // A page of the site to go back to: the one the form was on, or the contacts page.
  const back = pagePathSchema().safeParse(form.pagePath).success ? form.pagePath : pageUrl(href('contacts'), lang);

  const title = problem ? words.refusal[`${problem}Title`] : words.refusal.title;
  const lead = problem ? words.refusal[`${problem}Lead`] : words.refusal.lead;
  const refused = Object.entries(fields);
  const shown = refused.filter(([field]) => (VISIBLE_FIELDS as readonly string[]).includes(field));
  const summary = shown.map(([field, code]) => `<li><a href="#${id(field)}">${escapeHtml(labelOf(field))}</a>: ${escapeHtml(message(code, field))}</li>`);
  if (shown.length < refused.length) summary.push(`<li>${escapeHtml(words.refusal.other)}</li>`);

  const otherWays =
    problem && OFFERS_OTHER_WAYS.includes(problem)
      ? `<section class="ways"><h2>${escapeHtml(words.refusal.otherWays)}</h2><p>${escapeHtml(words.refusal.otherWaysText)
          .replace('{{email}}', `<a href="mailto:${OTHER_WAYS.email}">${OTHER_WAYS.email}</a>`)
          .replace('{{phone}}', `<a href="tel:${OTHER_WAYS.phone}">${OTHER_WAYS.phoneText}</a>`)}</p></section>`
      : '';
  // Past the network's hour, the same form comes back to be sent anyway, for a manager to check first.
  const anyway = problem === 'busyNetwork';

  const error = (field: string) => (fields[field] ? `<p class="error" id="${id(field)}-error">${escapeHtml(message(fields[field], field))}</p>` : '');
  const described = (field: string) => (fields[field] ? ` aria-invalid="true" aria-describedby="${id(field)}-error"` : '');
  const text = (field: 'name' | 'phone' | 'email' | 'company' | 'channels' | 'volume', type: string, extra = '') =>
    `<label for="${id(field)}">${escapeHtml(words.fields[field])}</label>` +
    `<input id="${id(field)}" name="${field}" type="${type}" value="${escapeHtml(values[field] ?? '')}"${extra}${described(field)}>` +
    error(field);

  const controls = [
    text('name', 'text', ` autocomplete="name" maxlength="${LIMITS.nameMaxLength}" required`),
    phoneCountryPicker(words, lang, id('phoneCountry'), form.phoneCountry) +
      text('phone', 'tel', ` autocomplete="tel" placeholder="${escapeHtml(phoneWords.national ?? phoneWords.international)}" required`) +
      `<p class="hint">${escapeHtml(words.hints.phone)}</p>`,
    text('email', 'email', ' autocomplete="email"'),
  ];
  const asked = (field: (typeof variant.fields)[number]) => variant.fields.includes(field);
  if (asked('company')) controls.push(text('company', 'text', ` autocomplete="organization" maxlength="${LIMITS.companyMaxLength}"`));
  if (asked('comment')) {
    controls.push(
      `<label for="${id('comment')}">${escapeHtml(variant.extended ? words.fields.comment : words.fields.message)}</label>` +
        `<textarea id="${id('comment')}" name="comment" maxlength="${LIMITS.commentMaxLength}"${described('comment')}>${escapeHtml(values.comment ?? '')}</textarea>` +
        error('comment'),
    );
  }
  if (asked('channels')) controls.push(text('channels', 'text', ` maxlength="${LIMITS.channelsMaxLength}"`));
  if (asked('volume')) controls.push(text('volume', 'text', ` maxlength="${LIMITS.volumeMaxLength}"`));
  if (asked('interests')) {
    controls.push(
      `<fieldset id="${id('interests')}"><legend>${escapeHtml(words.fields.interests)}</legend>` +
        LEAD_INTERESTS.map(
          (interest) =>
            `<label class="check"><input type="checkbox" name="interests" value="${interest}"${form.interests.includes(interest) ? ' checked' : ''}> ${escapeHtml(words.interests[interest])}</label>`,
        ).join('') +
        `</fieldset>${error('interests')}`,
    );
  }
  if (variant.consent) {
    const privacy = pageUrl(href('privacy'), lang);
    const consent = escapeHtml(words.consent).replace(/&lt;privacy&gt;(.*?)&lt;\/privacy&gt;/, `<a href="${privacy}" target="_blank" rel="noopener">$1</a>`);
    controls.push(
      `<label class="check"><input id="${id('consent')}" type="checkbox" name="consent"${form.consent ? ' checked' : ''}${described('consent')}> ${consent}</label>${error('consent')}`,
    );
  }

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(brandedTitle(title))}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:36rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.6rem;margin:0 0 .5rem}
.summary{border-left:4px solid #dc2626;background:#fef2f2;padding:.75rem 1rem .75rem 2rem;margin:1rem 0}
.summary a,.back{color:#4338ca}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:.35rem}
label{font-weight:600;margin-top:.6rem}
label.check{font-weight:400;display:flex;gap:.5rem;align-items:flex-start}
input[type=text],input[type=tel],input[type=email],textarea,select{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;background:#fff}
[aria-invalid=true]{border-color:#dc2626}
fieldset{border:0;padding:0;margin:.6rem 0 0}
.error{color:#b91c1c;margin:0}
.hint{color:#475569;font-size:.9rem;margin:0}
button{font:inherit;font-weight:600;margin-top:1rem;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;cursor:pointer}
.hidden{position:absolute;left:-10000px}
.ways{border-left:4px solid #4338ca;background:#eef2ff;padding:.25rem 1rem;margin:1rem 0}
.ways h2{font-size:1.1rem;margin:.5rem 0 .25rem}
.ways a{color:#4338ca;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(lead)}</p>
${summary.length ? `<ul class="summary">${summary.join('')}</ul>` : ''}
${otherWays}
<form method="post" action="${API_PATHS.leads}" novalidate>
${anyway ? '<input type="hidden" name="keepForReview" value="true">\n' : ''}<input type="hidden" name="formId" value="${formId}">
<input type="hidden" name="language" value="${lang}">
<input type="hidden" name="pagePath" value="${escapeHtml(back)}">
${controls.join('\n')}
<div class="hidden" aria-hidden="true"><label>${escapeHtml(words.fields.website)}<input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit">${escapeHtml(anyway ? words.sendAnyway : words.submit)}</button>
</form>
<p><a class="back" href="${escapeHtml(back)}">${escapeHtml(words.refusal.back)}</a></p>
</main>
</body>
</html>
`;
}

/** The country the phone is read in, as the form offers it: none (the number carries its code), the site's markets, then every other country. */
function phoneCountryPicker(words: Words, lang: Language, id: string, chosen: string | undefined): string {
  const option = (value: string, label: string) => `<option value="${value}"${value === (chosen ?? '') ? ' selected' : ''}>${escapeHtml(label)}</option>`;
  const options = [option('', words.phoneCountryNone), ...phoneCountryChoices(lang).map((choice) => option(choice.country, choice.label))];
  return `<label for="${id}">${escapeHtml(words.fields.phoneCountry)}</label><select id="${id}" name="phoneCountry">${options.join('')}</select>`;
}
