import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSISTANT_REQUEST_ATTRIBUTE, ASSISTANT_REQUEST_EVENT, DATA_POLICY, type Language } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import type { ConnectionEvents, VoiceConnection } from '../session/connection';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import uk from '../locales/uk.json';
import { VoiceWidget } from './voice-widget';

/** The page's session, over stand-ins for the microphone, the token and the agent, with the visit's notice in memory. */
const fake = vi.hoisted(() => ({
  events: undefined as ConnectionEvents | undefined,
  connection: undefined as VoiceConnection | undefined,
  noticeGiven: false,
  requestMicrophone: undefined as unknown as () => Promise<void>,
}));

vi.mock('../session/page-session', async () => {
  const { createVoiceSession } = await import('../session/voice-session');
  const { useSessionState } = await import('../session/use-session-state');
  const { createRefusalSlot } = await import('../session/notices');
  const launcherRefusals = createRefusalSlot();
  const pageSession = createVoiceSession({
    requestMicrophone: () => fake.requestMicrophone(),
    fetchSignedUrl: async () => ({ url: 'wss://agent.test' }),
    connect: async (_url, events) => {
      fake.events = events;
      return fake.connection!;
    },
    announce: (notice) => {
      if (notice.kind === 'failed') launcherRefusals.show({ title: 'Connection error', text: `The start failed: ${notice.failure}` });
    },
    notice: { given: () => fake.noticeGiven, accept: () => void (fake.noticeGiven = true) },
  });
  return { pageSession, launcherRefusals, usePageSession: () => useSessionState(pageSession) };
});

const { pageSession } = await import('../session/page-session');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { voice: en }, ru: { voice: ru }, uk: { voice: uk } } });
});

beforeEach(() => {
  fake.noticeGiven = false;
  fake.requestMicrophone = vi.fn(async () => undefined);
  fake.connection = { conversationId: 'conv_1', end: vi.fn(), setMuted: vi.fn(), sendText: vi.fn(), sendContext: vi.fn() };
});

afterEach(() => {
  pageSession.end();
  pageSession.dismissNotice();
  pageSession.clearTranscript();
  document.documentElement.removeAttribute(ASSISTANT_REQUEST_ATTRIBUTE);
});

async function renderWidget(lang: Language = 'en', pathname = '/', ui = <VoiceWidget />) {
  await i18n.changeLanguage(lang);
  const navigation: Navigation = { lang, pathname, search: '', origin: 'https://example.com', navigate: vi.fn() };
  return render(
    <I18nextProvider i18n={i18n}>
      <NavigationProvider value={navigation}>{ui}</NavigationProvider>
    </I18nextProvider>,
  );
}

const records = DATA_POLICY.retentionDays.records;

describe('the notice before the visit’s first conversation', () => {
  it.each([
    ['en', 'Talk to Lumi', 'Lumi is an AI assistant', `${records}\u00a0days`, '/privacy', 'Start talking'],
    ['ru', 'Поговорить с Lumi', 'Lumi\u00a0— AI-ассистент', `${records}\u00a0дней`, '/ru/privacy', 'Начать разговор'],
    ['uk', 'Поговорити з Lumi', 'Lumi\u00a0— AI-асистент', `${records}\u00a0днів`, '/ua/privacy', 'Почати розмову'],
  ] as const)(
    'in %s, says it is an AI, that ElevenLabs processes the conversation and for how long it is kept, before any microphone',
    async (lang, launcher, title, kept, privacy, start) => {
      await renderWidget(lang);
      fireEvent.click(screen.getByRole('button', { name: launcher }));
      const notice = screen.getByRole('region', { name: title });
      expect(notice.textContent).toContain('ElevenLabs');
      expect(notice.textContent).toContain(kept);
      expect(
        within(notice)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([privacy]);
      expect(fake.requestMicrophone).not.toHaveBeenCalled();
      // Focus is on the choice the visitor made.
      expect(document.activeElement).toBe(within(notice).getByRole('button', { name: start }));

      // Starting is the acceptance: the call asks for the microphone, and the notice is not shown again this visit.
      await act(() => fireEvent.click(within(notice).getByRole('button', { name: start })));
      expect(fake.requestMicrophone).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('region', { name: lang === 'en' ? 'Voice assistant' : /ассистент|асистент/ })).toBeTruthy();
      expect(fake.noticeGiven).toBe(true);
    },
  );

  it('goes back to the launcher on "Not now" and on Escape, having started nothing', async () => {
    await renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Write to Lumi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Talk to Lumi' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start talking' }), { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(fake.requestMicrophone).not.toHaveBeenCalled();
    expect(fake.noticeGiven).toBe(false);
  });

  it('lets the visitor who asked to talk write instead, which never asks for the microphone', async () => {
    await renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Talk to Lumi' }));
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Write instead' })));
    expect(screen.getByRole('region', { name: 'Chat with the assistant' })).toBeTruthy();
    expect(fake.requestMicrophone).not.toHaveBeenCalled();
  });

  it('is not shown once given this visit: the launcher starts at once', async () => {
    fake.noticeGiven = true;
    await renderWidget();
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Talk to Lumi' })));
    expect(fake.requestMicrophone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Lumi is an AI assistant' })).toBeNull();
  });
});

describe('a request from elsewhere on the page (the home hero)', () => {
  it('left before the widget’s code ran, is taken when it mounts, once', async () => {
    document.documentElement.setAttribute(ASSISTANT_REQUEST_ATTRIBUTE, 'text');
    await renderWidget();
    expect(screen.getByRole('region', { name: 'Lumi is an AI assistant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start writing' })).toBe(document.activeElement);
    expect(document.documentElement.hasAttribute(ASSISTANT_REQUEST_ATTRIBUTE)).toBe(false);
  });

  it('made while the widget runs, is taken at once; one already under way shows its panel', async () => {
    fake.noticeGiven = true;
    await renderWidget();
    await act(async () => {
      document.documentElement.setAttribute(ASSISTANT_REQUEST_ATTRIBUTE, 'voice');
      window.dispatchEvent(new Event(ASSISTANT_REQUEST_EVENT));
    });
    expect(fake.requestMicrophone).toHaveBeenCalledTimes(1);
    act(() => pageSession.minimize());
    expect(screen.queryByRole('region', { name: 'Voice assistant' })).toBeNull();
    act(() => {
      document.documentElement.setAttribute(ASSISTANT_REQUEST_ATTRIBUTE, 'text');
      window.dispatchEvent(new Event(ASSISTANT_REQUEST_EVENT));
    });
    expect(screen.getByRole('region', { name: 'Voice assistant' })).toBeTruthy();
    expect(fake.requestMicrophone).toHaveBeenCalledTimes(1);
  });
});

describe('the launcher', () => {
  it('shows its words at rest, both buttons named by them, and only its icons once used', async () => {
    fake.noticeGiven = true;
    await renderWidget();
    const talk = screen.getByRole('button', { name: 'Talk to Lumi' });
    expect(talk.querySelector('.ui-visually-hidden')).toBeNull();
    expect(screen.getByRole('button', { name: 'Write to Lumi' }).textContent).toBe('Write');

    await act(() => fireEvent.click(talk));
    // A call in which nothing was said leaves no transcript: straight back to the launcher.
    act(() => pageSession.end());
    expect(screen.getByRole('button', { name: 'Talk to Lumi' }).querySelector('.ui-visually-hidden')?.textContent).toBe('Talk to Lumi');
  });
});

describe('a refused start', () => {
  it('is said beside the launcher that was pressed, kept until closed, and gone with the next start', async () => {
    fake.noticeGiven = true;
    fake.requestMicrophone = vi.fn(async () => {
      throw new Error('the token was refused');
    });
    await renderWidget();
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Talk to Lumi' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The start failed: unknown');
    // In the widget, right before its buttons (the first of them asks Lumi to call).
    expect(alert.closest('.vc-widget')).not.toBeNull();
    expect(alert.nextElementSibling?.getAttribute('aria-label')).toBe('Have Lumi call me');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Talk to Lumi' })));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fake.requestMicrophone = vi.fn(async () => undefined);
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Talk to Lumi' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('an ended conversation', () => {
  it('keeps its transcript in the panel, copies it, and goes when closed', async () => {
    fake.noticeGiven = true;
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWidget('ru');
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Написать Lumi' })));
    act(() => fake.events!.message('agent', 'Здравствуйте! Чем помочь?'));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Сколько стоит пилот?' } });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    // End is a plain secondary button, no heavier than the conversation.
    expect(screen.getByRole('button', { name: 'Завершить' }).className).toContain('ui-button--secondary');
    act(() => fake.events!.disconnected('agent'));

    const ended = screen.getByRole('region', { name: 'Разговор завершён' });
    expect(within(ended).getByRole('log').textContent).toContain('Сколько стоит пилот?');
    await act(() => fireEvent.click(within(ended).getByRole('button', { name: 'Скопировать расшифровку' })));
    expect(writeText).toHaveBeenCalledWith('Ассистент: Здравствуйте! Чем помочь?\nВы: Сколько стоит пилот?');
    expect(within(ended).getByRole('status').textContent).toBe('Расшифровка скопирована.');

    // The visitor rates it: thumbs down with a comment, sent to the site's API for this conversation.
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posts.push([url, JSON.parse(String(init.body))]);
        return new Response(posts.length === 1 ? '{"error":"upstream_failed"}' : '{"status":"kept"}', { status: posts.length === 1 ? 502 : 200 });
      }),
    );
    const rating = within(ended).getByRole('form', { name: 'Как прошёл разговор?' });
    expect(within(rating).queryByRole('button', { name: 'Отправить оценку' })).toBeNull();
    fireEvent.click(within(rating).getByRole('button', { name: 'Плохо' }));
    expect(within(rating).getByRole('button', { name: 'Плохо' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(rating).getByRole('button', { name: 'Хорошо' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(within(rating).getByRole('textbox', { name: 'Хотите что-то добавить? (необязательно)' }), { target: { value: 'Долго отвечал' } });
    await act(() => fireEvent.click(within(rating).getByRole('button', { name: 'Отправить оценку' })));
    expect(within(rating).getByRole('alert').textContent).toBe('Не удалось отправить оценку. Попробуйте ещё раз.');
    await act(() => fireEvent.click(within(rating).getByRole('button', { name: 'Отправить оценку' })));
    expect(posts).toEqual([
      ['/api/voice-feedback', { conversation_id: 'conv_1', rating: 'dislike', comment: 'Долго отвечал' }],
      ['/api/voice-feedback', { conversation_id: 'conv_1', rating: 'dislike', comment: 'Долго отвечал' }],
    ]);
    expect(within(ended).queryByRole('form')).toBeNull();
    expect(within(ended).getByText('Спасибо! Оценка отправлена.')).toBeTruthy();
    vi.unstubAllGlobals();

    fireEvent.click(within(ended).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('button', { name: 'Поговорить с Lumi' })).toBeTruthy();
  });
});

describe('the suggested first questions', () => {
  it('on a product page, in the notice, are about that product in the page’s language, and one asks itself in a typed conversation', async () => {
    await renderWidget('uk', '/ua/products/lumi-ai');
    fireEvent.click(screen.getByRole('button', { name: 'Поговорити з Lumi' }));
    const suggested = screen.getByRole('list', { name: 'Запитайте, наприклад:' });
    const questions = within(suggested)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(questions).toEqual(['Чи може Lumi записувати клієнтів у наш календар?', 'Скільки триває запуск Lumi AI?', 'Скільки коштує Lumi AI?']);

    await act(() => fireEvent.click(within(suggested).getByRole('button', { name: 'Скільки коштує Lumi AI?' })));
    // Asking is starting: a typed conversation, no microphone, and the notice is accepted.
    expect(fake.requestMicrophone).not.toHaveBeenCalled();
    expect(fake.noticeGiven).toBe(true);
    act(() => fake.events!.message('agent', 'Вітаю! Я Lumi.'));
    expect(fake.connection!.sendText).toHaveBeenCalledWith('Скільки коштує Lumi AI?');
    const chat = screen.getByRole('region', { name: 'Чат з асистентом' });
    expect(within(chat).getByRole('log').textContent).toContain('Скільки коштує Lumi AI?');
    // Once the visitor has asked, the suggestions step aside.
    expect(within(chat).queryByRole('list', { name: 'Запитайте, наприклад:' })).toBeNull();
  });

  it('in a conversation that has just begun, until the visitor has said anything', async () => {
    fake.noticeGiven = true;
    await renderWidget('ru', '/ru/privacy');
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Написать Lumi' })));
    const chat = screen.getByRole('region', { name: 'Чат с ассистентом' });
    const suggested = within(chat).getByRole('list', { name: 'Спросите, например:' });
    fireEvent.click(within(suggested).getByRole('button', { name: 'Где хранятся мои данные?' }));
    expect(fake.connection!.sendText).toHaveBeenCalledWith('Где хранятся мои данные?');
    expect(within(chat).queryByRole('list', { name: 'Спросите, например:' })).toBeNull();
  });
});
