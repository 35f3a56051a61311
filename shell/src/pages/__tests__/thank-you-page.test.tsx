import { act, fireEvent, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MeetingView } from '@site/contracts';
import type { MeetingPickerProps, MeetingWords } from '@site/forms/meeting';
import type { LeadCallOrdered } from '@site/model';
import { NavigationProvider, type Navigation } from '@site/ui';
import copy from '../../content/thank-you/page.uk';
import en from '../../i18n/locales/en.json';
import { ThankYouPage } from '../thank-you-page';

// The call panel and the picker have tests of their own: here they only say what the visitor chose.
const MEETING: MeetingView = {
  id: 'meeting-1',
  status: 'booked',
  start: '2026-11-30T08:00:00.000Z',
  end: '2026-11-30T08:30:00.000Z',
  timeZone: 'Europe/Kyiv',
  manager: 'Андрій Мельник',
  email: 'dmytro.koval@example.com',
  calendar: 'written',
};
vi.mock('../lead-call-offer', () => ({
  LeadCallOffer: ({ form, onOrdered }: { form: string; onOrdered: (ordered: LeadCallOrdered) => void }) => (
    <div data-offer-for={form}>
      <button type="button" onClick={() => onOrdered({ kind: 'calling' })}>
        now
      </button>
      <button type="button" onClick={() => onOrdered({ kind: 'scheduled', at: '2026-11-30T07:00:00.000Z', timeZone: 'Europe/Kyiv' })}>
        morning
      </button>
      <button type="button" onClick={() => onOrdered({ kind: 'missed' })}>
        missed
      </button>
    </div>
  ),
}));
vi.mock('@site/forms/meeting', () => ({
  MeetingPicker: ({ onBooked }: MeetingPickerProps) => (
    <button type="button" onClick={() => onBooked?.(MEETING)}>
      book
    </button>
  ),
  meetingWordsIn: async () => ({}),
}));

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { shell: en } } });
});

const navigation: Navigation = { lang: 'uk', pathname: '/thank-you/lumi/ua', search: '', origin: 'https://example.com', navigate: vi.fn() };
const page = (at: Navigation = navigation) =>
  render(
    <I18nextProvider i18n={i18next}>
      <NavigationProvider value={at}>
        <ThankYouPage copy={copy} meeting={{} as MeetingWords} />
      </NavigationProvider>
    </I18nextProvider>,
  ).container;

const nextSteps = (container: HTMLElement) => container.querySelector('.sh-next-steps')!.textContent;
const press = async (container: HTMLElement, name: string) =>
  act(async () => {
    fireEvent.click([...container.querySelectorAll('button')].find((button) => button.textContent === name)!);
  });

describe('the thank-you page’s “what happens next”', () => {
  it('offers Lumi’s call for the form that was sent, and promises a manager’s call by the next working day while nothing else is chosen', () => {
    const container = page();
    expect(container.querySelector('[data-offer-for]')?.getAttribute('data-offer-for')).toBe('lumi');
    expect(nextSteps(container)).toContain(copy.steps.nextDay.when);
  });

  it('after “Lumi calls you now” says the phone rings within a minute, and no longer “by the next working day”', async () => {
    const container = page();
    await press(container, 'now');
    expect(nextSteps(container)).toContain('Протягом хвилини');
    expect(nextSteps(container)).toContain(copy.steps.calling.text);
    expect(nextSteps(container)).not.toContain(copy.steps.nextDay.when);
  });

  it('after Lumi’s call rang out unanswered says again what it said before the call; a meeting booked meanwhile stays (issue 69 §4)', async () => {
    const container = page();
    await press(container, 'now');
    await press(container, 'missed');
    expect(nextSteps(container)).toContain(copy.steps.nextDay.when);
    expect(nextSteps(container)).not.toContain(copy.steps.calling.text);

    await press(container, 'book');
    await press(container, 'missed');
    expect(nextSteps(container)).toContain('Андрій Мельник');
  });

  it('after Lumi’s call is booked for the morning names the day and hour it rings', async () => {
    const container = page();
    await press(container, 'morning');
    expect(nextSteps(container)).toContain(copy.steps.morning.when({ time: 'Понеділок, 30 листопада, 9:00' }));
    expect(nextSteps(container)).not.toContain(copy.steps.nextDay.when);
  });

  it('after a booking shows the meeting: its time, its zone and its manager, never “by the next working day”', async () => {
    const container = page();
    await press(container, 'book');
    const steps = nextSteps(container);
    expect(steps).toContain('30 листопада');
    expect(steps).toContain('10:00');
    expect(steps).toContain('Андрій Мельник');
    expect(steps).not.toContain(copy.steps.nextDay.when);
  });
});

describe('the thank-you page’s offers', () => {
  it('name the leading case’s client as its story does in the page’s language, not by the Latin wordmark', () => {
    const container = page({ ...navigation, pathname: '/thank-you/mediflow/ua' });
    const titles = [...container.querySelectorAll('h3')].map((title) => title.textContent!.replace(/\u00a0/g, ' '));
    // The copy's typography keeps short words with the next one (a non-breaking space).
    expect(titles).toContain('Медичний центр «Верес»: MediFlow AI у роботі');
    expect(container.textContent).not.toMatch(/Veres/);
  });
});
