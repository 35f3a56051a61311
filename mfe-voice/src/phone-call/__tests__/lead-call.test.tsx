import { act, fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadCallMorning } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import uk from '../../locales/uk.json';
import { LeadCall } from '../lead-call';
import type { CallAnswer } from '../request-call';

const requested = vi.hoisted(() => ({ orders: [] as unknown[], answers: [] as unknown[] }));
vi.mock('../request-call', () => ({
  requestCall: async (order: unknown) => {
    requested.orders.push(order);
    return requested.answers.shift();
  },
}));
// The ringing call's progress is asked of the server: a test may say how it went.
const progress = vi.hoisted(() => ({ states: [] as string[] }));
vi.mock('../follow-call', () => ({
  followCall: (_call: unknown, onStatus: (status: { state: string }) => void) => {
    for (const state of progress.states) onStatus({ state });
    return () => undefined;
  },
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'uk', resources: { uk: { voice: uk } } });
});
beforeEach(() => {
  requested.orders.length = 0;
  progress.states = [];
});

const navigation: Navigation = { lang: 'uk', pathname: '/thank-you/lumi/ua', search: '', origin: 'https://example.com', navigate: vi.fn() };
const offer = (onOrdered = vi.fn(), morning?: LeadCallMorning) =>
  render(
    <I18nextProvider i18n={i18n}>
      <NavigationProvider value={navigation}>
        <LeadCall phone="067 123 45 67" country="UA" product="lumi-ai" onOrdered={onOrdered} {...(morning && { morning })} />
      </NavigationProvider>
    </I18nextProvider>,
  ).container;

async function press(container: HTMLElement, consent: boolean) {
  if (consent) fireEvent.click(container.querySelector('input[type="checkbox"]')!);
  await act(async () => {
    fireEvent.submit(container.querySelector('form')!);
  });
}

describe('"Lumi calls you now" after a lead form', () => {
  it('offers the call to the number the form was sent with, asks the one call’s consent, and asks it as Lumi with the form’s product', async () => {
    requested.answers = [{ status: 'calling', call_id: '7f6d8a52-8a8e-4b55-9a0e-0c2b1f1f9c11', status_token: 'x'.repeat(43) } satisfies CallAnswer];
    const onOrdered = vi.fn();
    const container = offer(onOrdered);

    expect(container.querySelector('h2')?.textContent).toBe('Lumi зателефонує вам просто зараз');
    expect(container.querySelector<HTMLInputElement>('input[type="tel"]')!.value).toBe('067 123 45 67');
    expect(container.querySelector('select')!.value).toBe('UA');
    expect(container.textContent).toContain('Я погоджуюся на один дзвінок від Lumi');
    // The notice's acceptance names the button this panel has.
    expect(container.querySelector('.vc-notice__acceptance')?.textContent).toBe('Натискаючи «Зателефонуйте мені зараз», ви погоджуєтеся з цим.');

    await press(container, true);

    expect(requested.orders).toEqual([
      expect.objectContaining({ phone: '067 123 45 67', country: 'UA', persona: 'assistant', product: 'lumi-ai', callConsent: true, when: 'now' }),
    ]);
    expect(onOrdered).toHaveBeenCalledWith({ kind: 'calling' });
    expect(container.querySelector('[role="status"]')?.textContent).toContain('Ваш телефон дзвонить');
  });

  it('tells the page of a call that rang out unanswered, so it says again what it said before the call', async () => {
    requested.answers = [{ status: 'calling', call_id: '7f6d8a52-8a8e-4b55-9a0e-0c2b1f1f9c11', status_token: 'x'.repeat(43) } satisfies CallAnswer];
    progress.states = ['ringing', 'not_answered'];
    const onOrdered = vi.fn();
    const container = offer(onOrdered);

    await press(container, true);
    await act(async () => {
      await Promise.resolve();
    });

    expect(onOrdered.mock.calls).toEqual([[{ kind: 'calling' }], [{ kind: 'missed' }]]);
    expect(container.querySelector('[data-call-state]')?.getAttribute('data-call-state')).toBe('not_answered');
  });

  it('asks nothing without the consent, and tells the page nothing', async () => {
    const onOrdered = vi.fn();
    const container = offer(onOrdered);

    await press(container, false);

    expect(requested.orders).toEqual([]);
    expect(onOrdered).not.toHaveBeenCalled();
    expect(container.textContent).toContain(uk.phoneCall.refused.consent_required);
  });

  it('gives a number Lumi may not ring the call panel’s own refusal, and the page keeps its other choices', async () => {
    requested.answers = [{ status: 'refused', reason: 'number_type_not_called' } satisfies CallAnswer];
    const onOrdered = vi.fn();
    const container = offer(onOrdered);

    await press(container, true);

    expect(container.textContent).toContain(uk.phoneCall.refused.number_type_not_called);
    expect(onOrdered).not.toHaveBeenCalled();
  });

  it('tells the page of a call booked for the morning where the number rings', async () => {
    requested.answers = [
      {
        status: 'scheduled',
        call_id: '7f6d8a52-8a8e-4b55-9a0e-0c2b1f1f9c11',
        status_token: 'x'.repeat(43),
        at: '2026-11-30T07:00:00.000Z',
        time_zone: 'Europe/Kyiv',
      } satisfies CallAnswer,
    ];
    const onOrdered = vi.fn();
    const container = offer(onOrdered);

    await press(container, true);

    expect(onOrdered).toHaveBeenCalledWith({ kind: 'scheduled', at: '2026-11-30T07:00:00.000Z', timeZone: 'Europe/Kyiv' });
    expect(container.querySelector('[role="status"]')?.textContent).toContain('понеділок, 9:00');
  });
  it('out of the managers’ hours says so plainly and offers their next working morning, which one more tap books', async () => {
    const morning = { at: '2026-11-30T07:00:00.000Z', timeZone: 'Europe/Kyiv' };
    requested.answers = [
      { status: 'night', reason: 'outside_managers_hours', nextMorning: morning.at, timeZone: morning.timeZone } satisfies CallAnswer,
      {
        status: 'scheduled',
        call_id: '7f6d8a52-8a8e-4b55-9a0e-0c2b1f1f9c11',
        status_token: 'x'.repeat(43),
        at: morning.at,
        time_zone: morning.timeZone,
      } satisfies CallAnswer,
    ];
    const onOrdered = vi.fn();
    const container = offer(onOrdered);

    await press(container, true);
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Наші менеджери зараз не працюють');
    expect(alert.textContent).toContain('понеділок, 9:00');
    expect(onOrdered).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click([...alert.querySelectorAll('button')].find((button) => button.textContent === uk.phoneCall.bookMorning)!);
    });
    expect(requested.orders).toEqual([expect.objectContaining({ when: 'now' }), expect.objectContaining({ when: 'next_morning', product: 'lumi-ai' })]);
    expect(onOrdered).toHaveBeenCalledWith({ kind: 'scheduled', ...morning });
  });
});

describe('"Lumi calls you now" when the lead’s answer said the call would wait for the managers’ morning (issue 69 §1)', () => {
  const morning: LeadCallMorning = { morning: '2026-11-30T07:00:00.000Z', timeZone: 'Europe/Kyiv', reason: 'outside_managers_hours' };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a Saturday says so plainly before any tap and offers the Monday morning call, which the consent and one tap book', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00.000Z'));
    requested.answers = [
      {
        status: 'scheduled',
        call_id: '7f6d8a52-8a8e-4b55-9a0e-0c2b1f1f9c11',
        status_token: 'x'.repeat(43),
        at: morning.morning,
        time_zone: morning.timeZone,
      } satisfies CallAnswer,
    ];
    const onOrdered = vi.fn();
    const container = offer(onOrdered, morning);

    expect(container.querySelector('h2')?.textContent).toBe(uk.phoneCall.leadOffer.morningTitle);
    expect(container.textContent).toContain('Наші менеджери зараз не працюють');
    expect(container.textContent).toContain('понеділок, 9:00');
    expect(container.textContent).not.toContain(uk.phoneCall.leadOffer.lead);
    const buttons = [...container.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual([uk.phoneCall.bookMorning]);
    expect(container.querySelector('.vc-notice__acceptance')?.textContent).toBe(`Натискаючи «${uk.phoneCall.bookMorning}», ви погоджуєтеся з цим.`);

    const book = () => act(async () => fireEvent.click(container.querySelector('button')!));
    await book();
    expect(requested.orders).toEqual([]);
    expect(container.textContent).toContain(uk.phoneCall.refused.consent_required);

    fireEvent.click(container.querySelector('input[type="checkbox"]')!);
    await book();
    expect(requested.orders).toEqual([expect.objectContaining({ when: 'next_morning', callConsent: true, product: 'lumi-ai' })]);
    expect(onOrdered).toHaveBeenCalledWith({ kind: 'scheduled', at: morning.morning, timeZone: morning.timeZone });
  });

  it('offers the call now once that morning has come', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T08:00:00.000Z'));
    const container = offer(vi.fn(), morning);

    expect(container.querySelector('h2')?.textContent).toBe(uk.phoneCall.leadOffer.title);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe(uk.phoneCall.leadOffer.submit);
  });
});
