import { describe, expect, it, vi } from 'vitest';
import { bookingAfter, BookingError, changeBooking, freeTimesOf, type BookingChange, type DemoBooking, type DemoDay } from '@site/contracts';
import { createBookingTool } from './booking-tool';

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
const ANNA: DemoBooking = { time: '10:30', name: 'Anna' };

const failure = (current: DemoBooking | undefined, parameters: unknown) => {
  try {
    changeBooking(DAY, current, parameters);
  } catch (error) {
    expect(error).toBeInstanceOf(BookingError);
    return (error as Error).message;
  }
  throw new Error('changed');
};

describe('booking a slot of the demo’s day', () => {
  it('books a free time for the name given, written as the agent may write it', () => {
    expect(changeBooking(DAY, undefined, { time: '10:30', name: ' Anna ' })).toEqual({ kind: 'booked', booking: { time: '10:30', name: 'Anna' } });
    expect(changeBooking(DAY, undefined, { action: 'book', time: '9:30' })).toEqual({ kind: 'booked', booking: { time: '09:30', name: null } });
    expect(changeBooking(DAY, undefined, { time: '14.00', name: '' })).toEqual({ kind: 'booked', booking: { time: '14:00', name: null } });
  });

  it('refuses a time taken before the demo, offering the free times nearest to it', () => {
    expect(failure(undefined, { time: '10:00' })).toBe('10:00 is not free. The free times nearest to it: 09:30, 10:30, 11:00.');
    expect(freeTimesOf(DAY, '10:30')).toEqual(['09:30', '11:00', '14:00']);
  });

  it('refuses a time the schedule does not have, and anything that is not a time', () => {
    expect(failure(undefined, { time: '10:15' })).toBe('10:15 is not a time on this day’s schedule. The free times nearest to it: 09:30, 10:30, 11:00.');
    for (const parameters of [{ time: 'noon' }, { time: '25:00' }, { time: '10:75' }, { name: 'Anna' }]) {
      expect(failure(undefined, parameters), JSON.stringify(parameters)).toBe('Give the time as HH:MM, one of the free times: 09:30, 10:30, 11:00, 14:00.');
    }
    for (const parameters of [{ time: 'tomorrow' }, { time: 1030 }, { action: 'double', time: '10:30' }, null, 'book 10:30']) {
      expect(failure(undefined, parameters), JSON.stringify(parameters)).toMatch(/^Give the action \(book, move or cancel\)/);
    }
  });

  it('never gives one caller a second visit: a second booking is refused with the one they hold, to be moved instead', () => {
    expect(failure(ANNA, { time: '11:00', name: 'Actually' })).toBe(
      'The caller is booked at 10:30 already, and a caller holds one visit. Ask whether to move it to the new time (action move) or keep it.',
    );
  });

  it('moves the visit to a free time, under the name it holds unless a name is given; its old time is free again', () => {
    const moved = changeBooking(DAY, ANNA, { action: 'move', time: '11:00' });
    expect(moved).toEqual({ kind: 'moved', from: '10:30', booking: { time: '11:00', name: 'Anna' } });
    expect(freeTimesOf(DAY, bookingAfter(moved)?.time)).toEqual(['09:30', '10:30', '14:00']);
    expect(changeBooking(DAY, ANNA, { action: 'move', time: '09:30', name: 'Anna Kowalska' })).toMatchObject({ booking: { name: 'Anna Kowalska' } });
    expect(failure(ANNA, { action: 'move', time: '10:00' })).toBe('10:00 is not free. The free times nearest to it: 09:30, 11:00, 14:00.');
    expect(failure(ANNA, { action: 'move', time: '10:30' })).toBe('The caller is booked at 10:30 already. The other free times: 09:30, 11:00, 14:00.');
    expect(failure(undefined, { action: 'move', time: '11:00' })).toBe(
      'The caller has no visit to move: book one instead (action book). The free times: 09:30, 10:30, 11:00, 14:00.',
    );
  });

  it('cancels the visit and frees its time; with none booked there is nothing to cancel', () => {
    const cancelled = changeBooking(DAY, ANNA, { action: 'cancel' });
    expect(cancelled).toEqual({ kind: 'cancelled', booking: ANNA });
    expect(bookingAfter(cancelled)).toBeUndefined();
    expect(failure(undefined, { action: 'cancel' })).toBe('The caller has no visit booked, so there is nothing to cancel.');
  });

  it('says so when nothing is free', () => {
    const full: DemoDay = { ...DAY, slots: DAY.slots.map((slot) => ({ ...slot, busy: slot.time !== '10:30' })) };
    expect(() => changeBooking(full, ANNA, { action: 'move', time: '11:00' })).toThrow('11:00 is not free. The free times nearest to it: none.');
  });
});

describe('the book_slot tool', () => {
  it('shows each change as it is made and answers the agent; a refused one throws (the SDK answers it as an error) and changes nothing', async () => {
    let booking: DemoBooking | undefined;
    const onChanged = vi.fn((change: BookingChange) => {
      booking = bookingAfter(change);
    });
    const tool = createBookingTool({ day: () => DAY, booking: () => booking, dayLabel: () => 'Friday, 27 November', onChanged });
    await expect(tool({ time: '10:30', name: 'Anna' })).resolves.toBe('Booked: Friday, 27 November, 10:30, for Anna.');
    await expect(tool({ time: '11:00', name: 'Oleh' })).rejects.toThrow('a caller holds one visit');
    expect(booking).toEqual(ANNA);
    await expect(tool({ action: 'move', time: '11:00' })).resolves.toBe('Moved: Friday, 27 November, from 10:30 to 11:00, for Anna.');
    await expect(tool({ action: 'cancel' })).resolves.toBe('Cancelled: Friday, 27 November, 11:00, for Anna. The time is free again.');
    expect(booking).toBeUndefined();
    await expect(tool({ time: '09:30' })).resolves.toBe('Booked: Friday, 27 November, 09:30.');
    expect(onChanged).toHaveBeenCalledTimes(4);
  });
});
