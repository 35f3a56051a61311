import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_IDS, type FormId } from '@site/contracts';
import { LANGUAGES, localizePath, OTHER_WAYS, type Language } from '@site/model';
import { localizeHref, notify } from '@site/ui';
import { LeadForm, type LeadFormProps } from '../lead-form';
import { leadNumberOf } from '../lead-number';
import { CATALOGS, loadFormWords, renderInPage } from './forms-page';

const LANGS = LANGUAGES;

beforeAll(loadFormWords);

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(notify, 'success').mockImplementation(() => undefined);
  vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  // jsdom lays nothing out: a refusal brought into view is recorded.
  Element.prototype.scrollIntoView = vi.fn();
});

interface Sent {
  readonly body: Record<string, unknown>;
}

/** A fake `/api/leads`: answers each call with the next response, and records what was sent. */
function fakeApi(...responses: Array<{ status: number; body?: unknown } | 'network'>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    const next = responses.shift() ?? { status: 201, body: { id: '6f1c1f0e-5b52-4b7e-9a38-1c1c1c1c1c1c' } };
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
  return { sent, fetch };
}

function renderForm(props: LeadFormProps, lang: Language = 'en', pathname = localizePath('/contacts', lang)) {
  return renderInPage(<LeadForm {...props} />, lang, pathname);
}

const field = (name: RegExp) => screen.getByLabelText(name);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /send|отправить|надіслати|wyślij/i }));
const LABELS = {
  en: { name: /^Name/, phone: /^Phone/, email: /^Email/, consent: /I agree/ },
  ru: { name: /^Имя/, phone: /^Телефон/, email: /^Эл\. почта/, consent: /Я даю согласие/ },
  uk: { name: /^Ім’я/, phone: /^Телефон/, email: /^Ел\. пошта/, consent: /Я погоджуюся/ },
  pl: { name: /^Imię/, phone: /^Telefon/, email: /^E-mail/, consent: /Wyrażam zgodę/ },
} as const satisfies Record<Language, Record<string, RegExp>>;

const REQUIRED: Readonly<Record<Language, string>> = {
  en: 'This field is required',
  ru: 'Это поле обязательно',
  uk: 'Це поле обов’язкове',
  pl: 'To pole jest wymagane',
};
const CONSENT_REQUIRED: Readonly<Record<Language, string>> = {
  en: 'This field is required',
  ru: 'Подтвердите согласие на обработку данных',
  uk: 'Підтвердьте згоду на обробку даних',
  pl: 'Potwierdź zgodę na przetwarzanie danych',
};
const BAD_EMAIL: Readonly<Record<Language, string>> = {
  en: 'Invalid email address',
  ru: 'Некорректный email адрес',
  uk: 'Некоректна адреса електронної пошти',
  pl: 'Nieprawidłowy adres e-mail',
};

describe.each(LANGS)('the lead form in %s', (lang) => {
  it('says which fields are required and that an email is invalid, tied to the fields', async () => {
    const api = fakeApi();
    renderForm({ formId: 'contacts', transport: { fetch: api.fetch } }, lang);
    type(LABELS[lang].email, 'not-an-email');
    submit();
    await waitFor(() => expect(screen.getAllByText(REQUIRED[lang])).toHaveLength(lang === 'en' ? 3 : 2));
    expect(screen.getByText(BAD_EMAIL[lang])).toBeTruthy();
    const name = field(LABELS[lang].name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(REQUIRED[lang]);
    const consent = field(LABELS[lang].consent);
    expect(document.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe(CONSENT_REQUIRED[lang]);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['an invisible control character', 'Olena\u0007 Koval'],
    ['a line separator that would forge a line in the manager’s message', 'Boss\u2028Телефон: +1 900 555 0199'],
    ['a right-to-left override that would turn it around', 'Olena \u202Elavok'],
  ])('refuses a name with %s, saying so under the field, and sends nothing', async (_what, value) => {
    const api = fakeApi();
    renderForm({ formId: 'contacts', transport: { fetch: api.fetch } }, lang);
    fillValid(lang, 'contacts');
    type(LABELS[lang].name, value);
    submit();
    const name = field(LABELS[lang].name);
    await waitFor(() => expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(CATALOGS[lang].errors.invalid_characters));
    expect(api.sent).toEqual([]);
  });

  it('confirms a form without promising a later call than the thank-you page offers (Lumi within a minute)', () => {
    for (const formId of FORM_IDS) expect(CATALOGS[lang].messages[formId].success).not.toMatch(/working day|рабочего дня|робочого дня|dnia roboczego/);
  });

  it.each(FORM_IDS)('shows the %s form’s own success message and goes on to its thank-you page', async (formId) => {
    const api = fakeApi();
    const navigation = renderForm({ formId, transport: { fetch: api.fetch } }, lang);
    fillValid(lang, formId);
    submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CATALOGS[lang].messages[formId].success));
    expect(navigation.navigate).toHaveBeenCalledWith(`/thank-you/${formId}`);
  });

  it('keeps the number sent for the thank-you page’s “Lumi calls you now”: with its +code as written, whatever country the list showed', async () => {
    const navigation = renderForm({ formId: 'mediflow', transport: { fetch: fakeApi().fetch } }, lang);
    fillValid(lang, 'mediflow');
    submit();
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalled());
    expect(JSON.parse(sessionStorage.getItem('site:lead-number')!)).toEqual({ form: 'mediflow', phone: '+380 67 123 45 67', country: '' });
  });

  it('keeps with the number the morning the answer says the call would wait for, so the thank-you page offers it before any tap', async () => {
    const leadCall = { morning: '2026-11-30T07:00:00.000Z', timeZone: 'Europe/Kyiv', reason: 'outside_managers_hours' };
    const api = fakeApi({ status: 201, body: { id: '6f1c1f0e-5b52-4b7e-9a38-1c1c1c1c1c1c', leadCall } });
    const navigation = renderForm({ formId: 'mediflow', transport: { fetch: api.fetch } }, lang);
    fillValid(lang, 'mediflow');
    submit();
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalled());
    expect(leadNumberOf('mediflow')).toEqual({ form: 'mediflow', phone: '+380 67 123 45 67', country: '', morning: leadCall });
  });

  it.each(FORM_IDS.filter((id) => id !== 'contacts'))('empties the %s form after its success message where it stays on the page', async (formId) => {
    const api = fakeApi();
    const navigation = renderForm({ formId, afterSuccess: 'toast', transport: { fetch: api.fetch } }, lang);
    fillValid(lang, formId);
    submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(CATALOGS[lang].messages[formId].success));
    expect((field(LABELS[lang].name) as HTMLInputElement).value).toBe('');
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it.each(FORM_IDS)('shows the %s form’s own error message and keeps what was typed', async (formId) => {
    const api = fakeApi({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    renderForm({ formId, transport: { fetch: api.fetch, sleep: async () => undefined } }, lang);
    fillValid(lang, formId);
    submit();
    const message = CATALOGS[lang].messages[formId].error;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    // Beside the button that was pressed, brought into view; no toast in a far corner.
    const alert = screen.getByRole('alert');
    expect(alert.nextElementSibling?.getAttribute('type')).toBe('submit');
    // Scrolled by an effect, which may run after the render the alert is found in.
    await waitFor(() => expect(alert.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' }));
    expect(notify.error).not.toHaveBeenCalled();
    expect((field(LABELS[lang].name) as HTMLInputElement).value).toBe('Olena Koval');
    expect((field(LABELS[lang].phone) as HTMLInputElement).value).toBe('+380 67 123 45 67');
  });

  const withOtherWays = (text: string) => text.replace('{{email}}', OTHER_WAYS.email).replace('{{phone}}', OTHER_WAYS.phoneText);

  it('says, when the API answers network_limit_reached, how else to reach us, without retrying, and sends the lead anyway if asked, for review (G6)', async () => {
    const api = fakeApi({ status: 429, body: { error: 'network_limit_reached', message: 'this network has sent the hour’s share of requests' } });
    renderForm({ formId: 'contacts', transport: { fetch: api.fetch, sleep: async () => undefined } }, lang);
    fillValid(lang, 'contacts');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(withOtherWays(CATALOGS[lang].networkLimit)));
    expect(screen.getByRole('alert').textContent).toContain(OTHER_WAYS.phoneText);
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(api.sent[0]!.body.keepForReview).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: CATALOGS[lang].sendAnyway }));
    await waitFor(() => expect(api.fetch).toHaveBeenCalledTimes(2));
    expect(api.sent[1]!.body).toMatchObject({ keepForReview: true, idempotencyKey: api.sent[0]!.body.idempotencyKey });
    await waitFor(() => expect(screen.queryByRole('button', { name: CATALOGS[lang].sendAnyway })).toBeNull());
  });

  it('says only how else to reach us when the leads sent anyway are spent too (review_limit_reached)', async () => {
    const api = fakeApi(
      { status: 429, body: { error: 'network_limit_reached', message: 'this network has sent the hour’s share of requests' } },
      { status: 429, body: { error: 'review_limit_reached', message: 'the leads sent anyway are spent' } },
    );
    renderForm({ formId: 'contacts', transport: { fetch: api.fetch, sleep: async () => undefined } }, lang);
    fillValid(lang, 'contacts');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: CATALOGS[lang].sendAnyway }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(withOtherWays(CATALOGS[lang].reviewLimit)));
    expect(screen.queryByRole('button', { name: CATALOGS[lang].sendAnyway })).toBeNull();
  });
});

function fillValid(lang: Language, formId: FormId) {
  type(LABELS[lang].name, 'Olena Koval');
  type(LABELS[lang].phone, '+380 67 123 45 67');
  if (formId !== 'sales-manager') fireEvent.click(field(LABELS[lang].consent));
}

describe('the lead form', () => {
  it('asks for consent on every form except AI Sales Manager, which asks for company, comment and interests; the contacts form a company and a message; AI Seller 24/7’s channels and chats a day', () => {
    for (const formId of FORM_IDS) {
      renderForm({ formId });
      const form = document.querySelector(`form[data-form="${formId}"]`) as HTMLElement;
      const scope = within(form);
      expect(scope.queryByLabelText(/I agree/) !== null).toBe(formId !== 'sales-manager');
      expect(scope.queryByLabelText(/^Company/) !== null, formId).toBe(formId === 'sales-manager' || formId === 'contacts');
      expect(scope.queryByLabelText(/^Comment/) !== null).toBe(formId === 'sales-manager');
      expect(scope.queryByLabelText(/^Message/) !== null).toBe(formId === 'contacts');
      expect(scope.queryByLabelText(/^Channels/) !== null).toBe(formId === 'seller');
      expect(scope.queryByLabelText(/^Chats a day/) !== null).toBe(formId === 'seller');
      expect(scope.queryAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(
        formId === 'sales-manager' ? ['demo', 'sample-report', 'consultation'] : [null],
      );
    }
  });

  it('links the AI Sales Manager form’s “Sample report” interest to the sample report, beside the form', () => {
    renderForm({ formId: 'sales-manager' }, 'uk');
    const link = screen.getByRole('link', { name: 'Який вигляд має звіт' });
    expect(link.getAttribute('href')).toBe('/ua/products/ai-sales-manager/sample-report');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.closest('.ui-form__option')?.querySelector('input')?.getAttribute('value')).toBe('sample-report');
  });

  it('does not link the “Sample report” interest to the page the form is on', () => {
    renderForm({ formId: 'sales-manager', interests: ['sample-report'] }, 'uk', '/ua/products/ai-sales-manager/sample-report');
    expect(screen.queryByRole('link', { name: 'Який вигляд має звіт' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Приклад звіту' }) as HTMLInputElement).checked).toBe(true);
  });

  it('links the consent to the privacy policy', () => {
    renderForm({ formId: 'lumi' }, 'ru');
    expect(screen.getByRole('link', { name: 'политикой конфиденциальности' }).getAttribute('href')).toBe('/ru/privacy');
  });

  it('sends the AI Sales Manager form with company, comment and the ticked interests', async () => {
    const api = fakeApi();
    renderForm({ formId: 'sales-manager', transport: { fetch: api.fetch } });
    fillValid('en', 'sales-manager');
    type(/^Company/, 'Acme');
    type(/^Comment/, 'Twenty managers, 400 calls a day');
    fireEvent.click(screen.getByLabelText('Demo'));
    fireEvent.click(screen.getByLabelText('AI Sales Manager consultation'));
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body).toMatchObject({
      formId: 'sales-manager',
      name: 'Olena Koval',
      phone: '+380 67 123 45 67',
      company: 'Acme',
      comment: 'Twenty managers, 400 calls a day',
      interests: ['demo', 'consultation'],
      language: 'en',
      pagePath: '/contacts',
      website: '',
    });
    expect(api.sent[0]!.body).not.toHaveProperty('consent');
  });

  it('sends what a bot typed into the honeypot, so the server can drop it quietly', async () => {
    const api = fakeApi();
    renderForm({ formId: 'seller', transport: { fetch: api.fetch } });
    fillValid('en', 'seller');
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]!.body.website).toBe('https://spam.example');
  });

  it('keeps one idempotency key across retries, and takes a new one for the next request', async () => {
    const api = fakeApi('network', { status: 503 }, { status: 201, body: { id: '6f1c1f0e-5b52-4b7e-9a38-1c1c1c1c1c1c' } });
    const sleep = vi.fn(async (_ms: number) => undefined);
    renderForm({ formId: 'mediflow', afterSuccess: 'toast', transport: { fetch: api.fetch, sleep } });
    fillValid('en', 'mediflow');
    submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(api.sent).toHaveLength(3);
    const keys = new Set(api.sent.map((s) => s.body.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);

    fillValid('en', 'mediflow');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(4));
    expect(keys.has(api.sent[3]!.body.idempotencyKey)).toBe(false);
  });

  it('keeps the key after a failure, so sending again cannot make a second lead', async () => {
    const api = fakeApi(
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 201, body: { id: '6f1c1f0e-5b52-4b7e-9a38-1c1c1c1c1c1c' } },
    );
    renderForm({ formId: 'agentlab', transport: { fetch: api.fetch, sleep: async () => undefined } });
    fillValid('en', 'agentlab');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error sending request'));
    submit();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Request sent successfully!'));
    expect(new Set(api.sent.map((s) => s.body.idempotencyKey)).size).toBe(1);
  });

  it('shows the server’s field errors under their fields', async () => {
    const api = fakeApi({ status: 400, body: { error: 'validation_failed', fields: { phone: 'invalid_phone' } } });
    renderForm({ formId: 'commerce', transport: { fetch: api.fetch } }, 'uk');
    fillValid('uk', 'commerce');
    submit();
    const phone = field(LABELS.uk.phone);
    // In the words of the country the picker shows: the page's (Ukraine), with its example.
    await waitFor(() =>
      expect(document.getElementById(`${phone.id}-error`)?.textContent).toBe(
        'Перевірте номер: номер із кодом +380 пишуть так: 050 123 4567. Якщо номер іншої країни, виберіть її у списку.',
      ),
    );
    expect(document.activeElement).toBe(phone);
    expect(api.sent).toHaveLength(1);
  });

  it('disables the button while it sends', async () => {
    let release: () => void = () => undefined;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify({ id: '6f1c1f0e-5b52-4b7e-9a38-1c1c1c1c1c1c' }), { status: 201 }));
        }),
    );
    renderForm({ formId: 'lumi', transport: { fetch } });
    fillValid('en', 'lumi');
    submit();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('sends the contacts form on to its thank-you page in the visitor’s language', async () => {
    const api = fakeApi();
    const navigation = renderForm({ formId: 'contacts', transport: { fetch: api.fetch } }, 'uk');
    fillValid('uk', 'contacts');
    submit();
    await waitFor(() => expect(navigation.navigate).toHaveBeenCalledWith('/thank-you/contacts'));
    expect(localizeHref('/thank-you/contacts', 'uk')).toBe('/thank-you/contacts/ua');
  });

  it('opens with the interests it is given already ticked', () => {
    renderForm({ formId: 'sales-manager', interests: ['sample-report'] }, 'en');
    const ticked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(ticked.map((box) => box.getAttribute('value'))).toEqual(['sample-report']);
  });
});
