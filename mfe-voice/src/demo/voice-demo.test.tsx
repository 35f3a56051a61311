import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_TOOL_NAME, DEMO_VARIABLES, demoDay, tomorrowOf } from '@site/contracts';
import { DATA_POLICY, type Language } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import type { ConversationExtras } from '../conversation/open-conversation';
import type { Channel, ConnectionEvents, VoiceConnection } from '../session/connection';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import uk from '../locales/uk.json';
import { VoiceWidget } from '../widget/voice-widget';
import { VoiceDemo } from './voice-demo';

/** Every conversation of this remote, over stand-ins for the microphone, the token and the agent: what each start sent, and its events. */
const fake = vi.hoisted(() => ({
  starts: [] as { persona: string; channel: Channel; extras?: ConversationExtras; events: ConnectionEvents; connection: VoiceConnection }[],
}));

vi.mock('../session/conversation-ports', () => ({
  conversationPorts: (persona: string, _language: () => Language, { extras }: { extras?: () => ConversationExtras } = {}) => ({
    requestMicrophone: async () => undefined,
    fetchSignedUrl: async () => ({ url: 'wss://agent.test' }),
    connect: async (_url: string, events: ConnectionEvents, channel: Channel) => {
      const connection = {
        conversationId: `conv_${fake.starts.length + 1}`,
        end: vi.fn(() => events.disconnected('user')),
        setMuted: vi.fn(),
        sendText: vi.fn(),
        sendContext: vi.fn(),
      };
      fake.starts.push({ persona, channel, extras: extras?.(), events, connection });
      return connection;
    },
    announce: () => undefined,
  }),
}));

const { pageSession } = await import('../session/page-session');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { voice: en }, ru: { voice: ru }, uk: { voice: uk } } });
});

beforeEach(() => {
  fake.starts = [];
  sessionStorage.clear();
});

afterEach(() => {
  pageSession.end();
  pageSession.clearTranscript();
});

async function renderDemo(lang: Language = 'en') {
  await i18n.changeLanguage(lang);
  const navigation: Navigation = { lang, pathname: '/products/lumi-ai', search: '', origin: 'https://example.com', navigate: vi.fn() };
  return render(
    <I18nextProvider i18n={i18n}>
      <NavigationProvider value={navigation}>
        <VoiceDemo />
        <VoiceWidget />
      </NavigationProvider>
    </I18nextProvider>,
  );
}

const demo = () => screen.getByRole('region', { name: /receptionist|администратора|адміністратора/ });
const slot = (time: string) => demo().querySelector(`[data-time="${time}"]`)!;

describe('the Lumi demo', () => {
  it('says beside its buttons what the widget’s notice says, and starting from it accepts the notice', async () => {
    await renderDemo('ru');
    expect(demo().textContent).toContain('AI-ассистентом, а не с человеком');
    expect(demo().textContent).toContain(`${DATA_POLICY.retentionDays.records}\u00a0дней`);
    expect(within(demo()).getByRole('link').getAttribute('href')).toBe('/ru/privacy');
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Начать разговор' })));
    expect(sessionStorage.getItem('voice-ai-notice')).not.toBeNull();
    expect(demo().textContent).not.toContain('ElevenLabs');
    expect(within(demo()).getByRole('button', { name: 'Завершить звонок' })).toBeTruthy();
  });

  it('starts Lumi as the picked business’s receptionist: its greeting, name and tomorrow’s free times', async () => {
    await renderDemo('uk');
    await act(() => fireEvent.click(within(demo()).getByRole('radio', { name: 'Салон краси' })));
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Написати в чат' })));
    const [start] = fake.starts;
    expect(start).toMatchObject({ persona: 'Lumi', channel: 'text' });
    expect(start!.extras!.firstMessage).toBe('Вітаю, салон краси «Аура». На зв’язку Lumi, віртуальний адміністратор салону. Чим можу допомогти?');
    const day = demoDay('beauty_salon', tomorrowOf(new Date()));
    const free = day.slots.filter((candidate) => !candidate.busy).map((candidate) => candidate.time);
    expect(start!.extras!.variables).toEqual({
      [DEMO_VARIABLES.business]: 'beauty_salon',
      [DEMO_VARIABLES.businessName]: 'Салон краси «Аура»',
      [DEMO_VARIABLES.schedule]: expect.stringMatching(new RegExp(`^Завтра, .+\\. Вільний час: ${free.join(', ')}\\.$`)),
    });
    // The card shows the same day, and the business cannot change during the conversation.
    expect(demo().querySelectorAll('[data-state="free"]')).toHaveLength(free.length);
    expect(within(demo()).getByRole('radio', { name: 'Клініка' }).closest('fieldset')!.disabled).toBe(true);
    // Typing is in the card: its text field takes focus.
    expect(within(demo()).getByRole('textbox')).toBe(document.activeElement);
  });

  it('shows a booking on its schedule as the agent makes it; a time that is not free is the tool’s error and changes nothing', async () => {
    await renderDemo('en');
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Type instead' })));
    const { extras, events } = fake.starts[0]!;
    act(() => events.message('agent', 'Hello, this is Linden Clinic.'));
    const day = demoDay('clinic', tomorrowOf(new Date()));
    const [first] = day.slots.filter((candidate) => !candidate.busy);
    const taken = day.slots.find((candidate) => candidate.busy)!;
    const tool = extras!.clientTools![BOOKING_TOOL_NAME]!;

    await act(async () => {
      await expect(tool({ time: taken.time, name: 'Anna' })).rejects.toThrow(`${taken.time} is not free.`);
    });
    expect(demo().querySelectorAll('[data-state="booked"]')).toHaveLength(0);

    await act(async () => {
      await expect(tool({ time: first!.time, name: 'Anna' })).resolves.toMatch(new RegExp(`^Booked: .+, ${first!.time}, for Anna\\.$`));
    });
    expect(slot(first!.time).getAttribute('data-state')).toBe('booked');
    expect(slot(first!.time).textContent).toContain('booked for Anna');
    expect(screen.getByText(`Booked for ${first!.time}`)).toBeTruthy();
    await act(async () => {
      await expect(tool({ time: first!.time })).rejects.toThrow('a caller holds one visit');
    });
    expect(demo().querySelectorAll('[data-state="booked"]')).toHaveLength(1);
    // The transcript runs in the card.
    expect(within(demo()).getByRole('log').textContent).toContain('Hello, this is Linden Clinic.');
  });

  it('moves the caller’s visit on the schedule, its old time free again, and cancels it, as a receptionist’s book shows it', async () => {
    await renderDemo('uk');
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Написати в чат' })));
    const { extras } = fake.starts[0]!;
    const [first, second] = demoDay('clinic', tomorrowOf(new Date())).slots.filter((candidate) => !candidate.busy);
    const tool = extras!.clientTools![BOOKING_TOOL_NAME]!;
    await act(async () => {
      await tool({ time: first!.time, name: 'Оксана Марчук' });
    });
    await act(async () => {
      await expect(tool({ action: 'move', time: second!.time })).resolves.toContain(`from ${first!.time} to ${second!.time}, for Оксана Марчук`);
    });
    expect(slot(second!.time).getAttribute('data-state')).toBe('booked');
    expect(slot(second!.time).textContent).toContain('запис: Оксана Марчук');
    expect(slot(first!.time).getAttribute('data-state')).toBe('free');
    expect(slot(first!.time).textContent).toContain('знову вільно');
    expect(demo().querySelectorAll('[data-state="booked"]')).toHaveLength(1);
    expect(screen.getByText(`Перенесено з ${first!.time} на ${second!.time}`)).toBeTruthy();

    await act(async () => {
      await tool({ action: 'cancel' });
    });
    expect(demo().querySelectorAll('[data-state="booked"]')).toHaveLength(0);
    expect(slot(second!.time).textContent).toContain('знову вільно');
    expect(screen.getByText(`Скасовано: ${second!.time}`)).toBeTruthy();
  });

  it('is never shown by the corner widget, and a call the widget starts ends the demo’s: one conversation at a time', async () => {
    sessionStorage.setItem('voice-ai-notice', 'given');
    const { container } = await renderDemo('en');
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Start Conversation' })));
    expect(within(demo()).getByRole('button', { name: 'End Call' })).toBeTruthy();
    // The caller can mute the microphone in the card.
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Mute the microphone' })));
    expect(fake.starts[0]!.connection.setMuted).toHaveBeenCalledWith(true);
    expect(within(demo()).getByRole('button', { name: 'Mute the microphone' }).getAttribute('aria-pressed')).toBe('true');
    const widget = container.querySelector('.vc-widget')!;
    expect(widget.getAttribute('data-phase')).toBe('idle');
    expect(screen.queryByRole('region', { name: 'Voice assistant' })).toBeNull();
    // While the demo holds the call, the corner widget steps aside.
    expect(document.documentElement.hasAttribute('data-voice-demo-live')).toBe(true);

    await act(() => pageSession.start('voice'));
    expect(fake.starts[0]!.connection.end).toHaveBeenCalled();
    expect(within(demo()).getByRole('button', { name: 'Start Conversation' })).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-voice-demo-live')).toBe(false);

    // And the demo's start ends the widget's.
    await act(() => fireEvent.click(within(demo()).getByRole('button', { name: 'Start Conversation' })));
    expect(fake.starts[1]!.connection.end).toHaveBeenCalled();
    expect(pageSession.getState().phase).toBe('idle');
    expect(within(demo()).getByRole('button', { name: 'End Call' })).toBeTruthy();
  });
});
