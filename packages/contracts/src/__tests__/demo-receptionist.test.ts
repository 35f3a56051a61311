import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@site/model';
import { demoDay, freeTimesOf, tomorrowIn } from '../demo-day';
import {
  demoBookingOutcomeOf,
  demoCallData,
  describeDemoBooking,
  RECEPTIONIST_QUESTION,
  receptionistCallOpening,
  receptionistGreeting,
  receptionistName,
  type DemoBookingOutcome,
} from '../demo-receptionist';
import { DEMO_BUSINESSES } from '../voice-booking-tool';

describe('the demo’s receptionist on the phone', () => {
  it('opens a call as the card greets, then says why it rings and how to stop it, in every language', () => {
    for (const language of LANGUAGES) {
      for (const business of DEMO_BUSINESSES) {
        const greeting = receptionistGreeting(business, language);
        const introduction = greeting.slice(0, -RECEPTIONIST_QUESTION[language].length).trim();
        expect(greeting.endsWith(RECEPTIONIST_QUESTION[language])).toBe(true);
        expect(receptionistCallOpening(business, language).startsWith(`${introduction} `), `${language} ${business}`).toBe(true);
        expect(receptionistCallOpening(business, language)).toContain('Synthra');
      }
    }
    expect(receptionistCallOpening('clinic', 'uk')).toBe(
      'Вітаю, клініка «Липа». Я Lumi, віртуальний адміністратор клініки. Телефоную з демо Synthra: на сайті synthra.ai попросили зателефонувати на цей номер. Це були ви? Якщо ні, просто скажіть, і ми більше ніколи на нього не зателефонуємо.',
    );
  });

  it('offers the free times of tomorrow where the phone rings, never none, for every business on every day', () => {
    for (let day = 0; day < 60; day += 1) {
      const now = new Date(Date.UTC(2026, 10, 1 + day, 22, 30));
      for (const business of DEMO_BUSINESSES) {
        const date = tomorrowIn('Europe/Kyiv', now);
        const free = freeTimesOf(demoDay(business, date));
        const { schedule, businessName } = demoCallData(business, 'uk', 'Europe/Kyiv', now);
        expect(free.length).toBeGreaterThanOrEqual(2);
        expect(schedule).toMatch(new RegExp(`^Завтра, .+\\. Вільний час: ${free.join(', ')}\\.$`));
        expect(businessName).toBe(receptionistName(business, 'uk'));
      }
    }
    // 22:30 UTC is already the next day in Kyiv: tomorrow there is two days after the UTC date.
    expect(tomorrowIn('Europe/Kyiv', new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-29');
    expect(tomorrowIn('Europe/Warsaw', new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
});

describe('what a demo call did, as the managers read it', () => {
  it('writes and reads back each outcome, and takes no prose for one', () => {
    const outcomes: DemoBookingOutcome[] = [
      { kind: 'booked', time: '10:30' },
      { kind: 'moved', from: '10:30', time: '11:00' },
      { kind: 'cancelled', time: '11:00' },
      { kind: 'none' },
    ];
    for (const outcome of outcomes) expect(demoBookingOutcomeOf(describeDemoBooking(outcome))).toEqual(outcome);
    expect(describeDemoBooking({ kind: 'moved', from: '10:30', time: '11:00' })).toBe('moved 10:30 to 11:00');
    for (const value of ['booked at 10:30', 'The caller booked 10:30.', 'booked 24:00', '', undefined, 42]) expect(demoBookingOutcomeOf(value)).toBeUndefined();
  });
});
