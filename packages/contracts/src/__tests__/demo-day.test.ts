import { DEMO_BUSINESSES } from '../voice-booking-tool';
import { describe, expect, it } from 'vitest';
import { demoDay, tomorrowOf } from '../demo-day';

const DATES = Array.from({ length: 60 }, (_, index) => tomorrowOf(new Date(2026, 0, 1 + index)));

describe('the demo’s day', () => {
  it('is tomorrow in the visitor’s calendar, across the end of a month and of a year', () => {
    expect(tomorrowOf(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-27');
    expect(tomorrowOf(new Date(2026, 10, 30, 0, 1))).toBe('2026-12-01');
    expect(tomorrowOf(new Date(2026, 11, 31, 12))).toBe('2027-01-01');
  });

  it('is the same for the same business and date, and differs between dates and businesses', () => {
    expect(demoDay('clinic', '2026-11-27')).toEqual(demoDay('clinic', '2026-11-27'));
    const clinicDays = new Set(DATES.map((date) => JSON.stringify(demoDay('clinic', date).slots)));
    expect(clinicDays.size).toBeGreaterThan(40);
    expect(demoDay('car_service', '2026-11-27').slots).not.toEqual(demoDay('beauty_salon', '2026-11-27').slots);
  });

  it('cuts each business’s opening hours into its visits, without the lunch break', () => {
    const times = (business: (typeof DEMO_BUSINESSES)[number]) => demoDay(business, '2026-11-27').slots.map((slot) => slot.time);
    expect(times('clinic')).toEqual([
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30',
      '14:00', '14:30', '15:00', '15:30', '16:00', '16:30',
    ]); // prettier-ignore
    expect(times('car_service')).toEqual(['08:00', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
    expect(times('beauty_salon')).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });

  it('is busy but bookable every day: about two slots in five taken, and always at least two free in the morning', () => {
    for (const business of DEMO_BUSINESSES) {
      for (const date of DATES) {
        const { slots } = demoDay(business, date);
        const busy = slots.filter((slot) => slot.busy).length;
        expect(slots.filter((slot) => !slot.busy && slot.time < '12:00').length, `${business} ${date}`).toBeGreaterThanOrEqual(2);
        expect(busy, `${business} ${date}`).toBeGreaterThanOrEqual(Math.round(slots.length * 0.4) - 2);
        expect(busy, `${business} ${date}`).toBeLessThanOrEqual(Math.round(slots.length * 0.4));
      }
    }
  });
});
