import { describe, expect, it, vi } from 'vitest';
import { book, BookingError, createBookingTool, freeTimes, type Booking } from './booking-tool';
import type { DemoDay } from './demo-day';

const DAY: DemoDay = {
  business: 'clinic',
  date: '2026-11-27',
  slots: [
    { time: '09:00', busy: true },
    { time: '09:30', busy: false },
    { time: '10:00', busy: true },
    { time: '10:30', busy: false },
    { time: '11:00', busy: false },
    { time: '14:00', busy: false },
  ],
};

const failure = (bookings: readonly Booking[], parameters: unknown) => {
  try {
    book(DAY, bookings, parameters);
  } catch (error) {
    expect(error).toBeInstanceOf(BookingError);
    return (error as Error).message;
  }
  throw new Error('booked');
};

describe('booking a slot of the demo’s day', () => {
  it('books a free time for the name given, written as the agent may write it', () => {
    expect(book(DAY, [], { time: '10:30', name: ' Anna ' })).toEqual({ time: '10:30', name: 'Anna' });
    expect(book(DAY, [], { time: '9:30' })).toEqual({ time: '09:30', name: null });
    expect(book(DAY, [], { time: '14.00', name: '' })).toEqual({ time: '14:00', name: null });
  });

  it('refuses a time taken before the demo or booked during it, offering the free times nearest to it', () => {
    expect(failure([], { time: '10:00' })).toBe('10:00 is not free. The free times nearest to it: 09:30, 10:30, 11:00.');
    expect(failure([{ time: '10:30', name: 'Anna' }], { time: '10:30' })).toBe('10:30 is not free. The free times nearest to it: 09:30, 11:00, 14:00.');
    expect(freeTimes(DAY, [{ time: '10:30', name: 'Anna' }])).toEqual(['09:30', '11:00', '14:00']);
  });

  it('refuses a time the schedule does not have, and anything that is not a time', () => {
    expect(failure([], { time: '10:15' })).toBe('10:15 is not a time on this day’s schedule. The free times nearest to it: 09:30, 10:30, 11:00.');
    for (const parameters of [{ time: 'tomorrow' }, { time: '25:00' }, { time: '10:75' }, { name: 'Anna' }, { time: 1030 }, null, 'book 10:30']) {
      expect(failure([], parameters), JSON.stringify(parameters)).toBe('Give the time as HH:MM, one of the free times: 09:30, 10:30, 11:00, 14:00.');
    }
  });

  it('says so when nothing is free', () => {
    const all = ['09:30', '10:30', '11:00', '14:00'].map((time) => ({ time, name: null }));
    expect(failure(all, { time: '11:00' })).toBe('11:00 is not free. The free times nearest to it: none.');
  });
});

describe('the book_slot tool', () => {
  it('shows a booking as it is made and confirms it to the agent; a refused one throws (the SDK answers it as an error) and books nothing', async () => {
    const bookings: Booking[] = [];
    const onBooked = vi.fn((booking: Booking) => bookings.push(booking));
    const tool = createBookingTool({ day: () => DAY, bookings: () => bookings, dayLabel: () => 'Friday, 27 November', onBooked });
    await expect(tool({ time: '10:30', name: 'Anna' })).resolves.toBe('Booked: Friday, 27 November, 10:30, for Anna.');
    expect(bookings).toEqual([{ time: '10:30', name: 'Anna' }]);
    await expect(tool({ time: '10:30', name: 'Oleh' })).rejects.toThrow('10:30 is not free.');
    await expect(tool({ time: '11:00' })).resolves.toBe('Booked: Friday, 27 November, 11:00.');
    expect(onBooked).toHaveBeenCalledTimes(2);
  });
});
