import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeetingTimesResponse } from '@site/contracts';
import { MeetingPicker } from '../meeting/meeting-picker';
import { meetingWordsIn } from '../meeting/words';

const TIMES: MeetingTimesResponse = {
  timeZone: 'Europe/Warsaw',
  days: [{ date: '2026-11-30', times: [{ start: '2026-11-30T08:00:00.000Z', time: '09:00' }] }],
};

afterEach(() => vi.unstubAllGlobals());

describe('the meeting picker', () => {
  it('takes back “choose a time first” once a time is chosen, and writes the hour as Polish does', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(TIMES), { status: 200, headers: { 'content-type': 'application/json' } }));
    const words = await meetingWordsIn('pl');
    render(<MeetingPicker words={words} lang="pl" source="contacts" pagePath="/pl/kontakt" />);
    const book = await screen.findByRole('button', { name: words.picker.book });
    fireEvent.submit(book.closest('form')!);
    expect(await screen.findByText(words.picker.pickFirst)).toBeTruthy();
    // 8:00 or 9:00, on whichever clock the test runs: the hour without a leading zero.
    const time = screen.getByRole('radio', { name: /^\d:00$/ });
    fireEvent.click(time);
    expect(screen.queryByText(words.picker.pickFirst)).toBeNull();
    expect(screen.getByRole('button', { name: new RegExp(`^${words.picker.book} · \\d:00$`) })).toBeTruthy();
  });
});
