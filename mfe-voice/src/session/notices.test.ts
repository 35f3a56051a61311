import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import uk from '../locales/uk.json';
import pl from '../locales/pl.json';
import { OTHER_WAYS } from '@site/model';
import { createRefusalSlot, showNotice } from './notices';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@site/ui', () => ({ notify, CONTACT_EMAIL: 'hello@synthra.ai' }));

/** Looks a key up in a catalog and fills in its values, as i18next would. */
const translator =
  (catalog: object) =>
  (key: string, values: Readonly<Record<string, string>> = {}) =>
    (key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalog) as string).replace(
      /\{\{(\w+)\}\}/g,
      (_, name: string) => values[name] ?? `{{${name}}}`,
    );
const t = translator(ru);

beforeEach(() => vi.clearAllMocks());

describe('the toasts of the voice session, in Russian as the spec words them', () => {
  it('start, end and a saved contact', () => {
    showNotice({ kind: 'started' }, t);
    expect(notify.success).toHaveBeenLastCalledWith('Голосовой ассистент активирован', 'Говорите, и я вас услышу');
    showNotice({ kind: 'ended' }, t);
    expect(notify.info).toHaveBeenLastCalledWith('Разговор завершен', 'До встречи!');
    showNotice({ kind: 'contactSaved' }, t);
    expect(notify.success).toHaveBeenLastCalledWith('Контакт сохранён', 'Спасибо! Мы свяжемся с вами в ближайшее время.');
  });

  it('a failure, in the destructive style, with its message or the generic one', () => {
    showNotice({ kind: 'failed', failure: 'unknown', channel: 'voice' }, t);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', 'Не удалось запустить ассистента');
    showNotice({ kind: 'failed', failure: 'microphoneDenied', channel: 'voice' }, t);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', ru.errors.microphoneDenied);
    showNotice({ kind: 'dropped' }, t);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', ru.errors.dropped);
  });
});

describe('the toast when voice is off for the day, or the agent is full (F6)', () => {
  it.each([
    ['en', en, 'Connection error', 'Contacts', 'unavailableToday'],
    ['ru', ru, 'Ошибка подключения', 'Контакты', 'unavailableToday'],
    ['uk', uk, 'Помилка підключення', 'Контакти', 'unavailableToday'],
    ['en', en, 'Connection error', 'Contacts', 'busyAssistant'],
    ['ru', ru, 'Ошибка подключения', 'Контакты', 'busyAssistant'],
    ['uk', uk, 'Помилка підключення', 'Контакти', 'busyAssistant'],
    ['pl', pl, 'Błąd połączenia', 'Kontakt', 'busyAssistant'],
  ] as const)('in %s, names the e-mail address and offers the contacts page (%s %s %s %s)', (_lang, catalog, title, action, failure) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    try {
      showNotice({ kind: 'failed', failure, channel: 'voice' }, translator(catalog), '/ua/contacts');
      const [shownTitle, description, button] = notify.error.mock.lastCall as [string, string, { label: string; onClick: () => void }];
      expect(shownTitle).toBe(title);
      expect(description).toContain('hello@synthra.ai');
      expect(description).toContain(OTHER_WAYS.phoneText);
      expect(description).not.toContain('{{');
      expect(button.label).toBe(action);
      button.onClick();
      expect(assign).toHaveBeenCalledWith('/ua/contacts');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the toasts when the visitor’s network is past a limit', () => {
  it.each([
    ['en', en, 'Connection error', 'Number not saved yet', /Try again in a few minutes/, /still get it/],
    ['ru', ru, 'Ошибка подключения', 'Номер пока не сохранён', /через несколько минут/, /всё равно получит/],
    ['uk', uk, 'Помилка підключення', 'Номер поки не збережено', /за кілька хвилин/, /усе одно отримає/],
  ])(
    'in %s, a busy network says to wait minutes or how else to reach us, and a refused contact that a manager still gets it (G6)',
    (_lang, catalog, failed, delayed, wait, still) => {
      const translate = translator(catalog);
      showNotice({ kind: 'failed', failure: 'busyNetwork', channel: 'voice' }, translate);
      const [failedTitle, busy] = notify.error.mock.lastCall as [string, string];
      expect(failedTitle).toBe(failed);
      expect(busy).toMatch(wait);
      expect(busy).toContain(OTHER_WAYS.email);
      expect(busy).toContain(OTHER_WAYS.phoneText);
      expect(busy).not.toContain('{{');
      expect(busy).not.toBe(catalog.errors.serviceUnavailable);
      showNotice({ kind: 'contactDelayed' }, translate);
      const [title, description] = notify.info.mock.lastCall as [string, string];
      expect(title).toBe(delayed);
      expect(description).toMatch(still);
    },
  );
});

describe('a refused start, where the view gives it a place beside its control', () => {
  it('is said there, with the same words, and not as a toast; the next one takes its place', () => {
    const slot = createRefusalSlot();
    const seen: unknown[] = [];
    slot.subscribe(() => seen.push(slot.current()));
    showNotice({ kind: 'failed', failure: 'busyNetwork', channel: 'voice' }, t, '/ru/contacts', slot);
    expect(slot.current()).toEqual({
      title: 'Ошибка подключения',
      text: ru.errors.busyNetwork.replace('{{email}}', OTHER_WAYS.email).replace('{{phone}}', OTHER_WAYS.phoneText),
    });
    expect(notify.error).not.toHaveBeenCalled();
    showNotice({ kind: 'failed', failure: 'unavailableToday', channel: 'voice' }, translator(uk), '/ua/contacts', slot);
    expect(slot.current()).toMatchObject({ title: 'Помилка підключення', action: { label: 'Контакти', href: '/ua/contacts' } });
    expect(seen).toHaveLength(2);
    // Notices that are no refusal of a start stay toasts.
    showNotice({ kind: 'dropped' }, t, '/ru/contacts', slot);
    expect(notify.error).toHaveBeenLastCalledWith('Ошибка подключения', ru.errors.dropped);
  });
});
