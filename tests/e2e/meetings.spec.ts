import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { meetingManager } from '@site/model';
import { expect, test } from './fixtures';

/**
 * A meeting booked on the spot, as a visitor books it: the thank-you page of a form offers the
 * next times (two taps: a time, then Book), or, without JavaScript, a form that posts and lands on
 * the meeting's page; the invitation arrives in the mail stand-in's inbox with a valid iCalendar
 * REQUEST, the manager's calendar (the calendar stand-in) holds the meeting, the invitation's link
 * moves and cancels it, and an older link changes nothing. Two visitors racing for one time: one
 * books it, the other is offered fresh times. The twin's stand-ins are named in its data directory.
 */

const PORT = Number(process.env.E2E_PORT ?? 4319);
const DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `site-e2e-data-${PORT}`);
const standIns = () => JSON.parse(readFileSync(join(DATA_DIR, 'stand-ins.json'), 'utf8')) as { inbox: string; calendar: string };

interface Mail {
  readonly id: string;
  readonly to: string[];
  readonly subject: string;
  readonly text: string;
  readonly calendarMethod?: string;
  readonly ics?: string;
}

async function mailTo(address: string, count = 1): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${standIns().inbox}/messages.json`)).json()) as Mail[];
      mails = all.filter((mail) => mail.to.includes(address));
      return mails.length;
    })
    .toBeGreaterThanOrEqual(count);
  return mails;
}

async function calendarOf(managerId: string): Promise<{ start: string; attendees: string[]; via: string }[]> {
  const manager = meetingManager(managerId)!;
  const key = manager.calendar.provider === 'google' ? manager.calendar.calendarId : new URL(manager.calendar.url).pathname;
  const all = (await (await fetch(`${standIns().calendar}/`)).json()) as Record<string, { start: string; attendees: string[]; via: string }[]>;
  return all[key] ?? [];
}

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const SEND = { en: 'Send request', ru: 'Отправить заявку', uk: 'Надіслати заявку' } as const;
const BOOK = { en: 'Book the call', ru: 'Записаться', uk: 'Записатися' } as const;
const PREFIX = { en: '', ru: '/ru', uk: '/ua' } as const;

/** Sends the contacts form, as a visitor fills it in. */
async function sendContactsForm(page: Page, lang: keyof typeof SEND, email: string): Promise<void> {
  await page.goto(`${PREFIX[lang]}/contacts`);
  const form = page.locator('form[data-form="contacts"]');
  await form.locator('input[name="name"]').fill('Оксана Марчук');
  await form.locator('input[name="phone"]').fill('+380 50 123 45 67');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="consent"]').check();
  await form.getByRole('button', { name: SEND[lang] }).click();
  await page.waitForURL(/\/thank-you\//);
}

function expectValidInvitation(ics: string, email: string): void {
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/\r\nEND:VCALENDAR\r?\n?$/);
  for (const property of ['VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'SEQUENCE:0', 'STATUS:CONFIRMED']) expect(ics).toContain(property);
  expect(ics).toMatch(/\r\nUID:meeting-[0-9a-f-]{36}@synthra\.ai\r\n/);
  expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toMatch(/\r\nORGANIZER;CN=[^:]+:mailto:[a-z.]+@synthra\.ai\r\n/i);
  expect(unfolded).toMatch(new RegExp(`\\r\\nATTENDEE;[^:]*RSVP=TRUE[^:]*:mailto:${email.replace(/[.]/g, '\\.')}\\r\\n`, 'i'));
  for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
}

test.describe('a meeting booked on the spot', () => {
  test('on /ua: the thank-you page books a time in two taps, the invitation is in the inbox and the manager’s calendar holds the meeting', async ({
    page,
    problems,
  }) => {
    const email = unique('oksana');
    await sendContactsForm(page, 'uk', email);
    const picker = page.locator('[data-meeting-picker]');
    await expect(picker.getByRole('heading', { name: 'Запишіться на дзвінок просто зараз' })).toBeVisible();
    // The lead just sent is known: its e-mail is filled in, and no second consent is asked.
    await expect(picker.locator('input[name="email"]')).toHaveValue(email);
    await expect(picker.locator('input[name="consent"]')).toHaveCount(0);
    const first = picker.locator('input[name="start"]').first();
    const start = await first.inputValue();
    await picker.locator('.ui-meeting__times label').first().click();
    await picker.getByRole('button', { name: new RegExp(BOOK.uk) }).click();
    await expect(picker.getByRole('heading', { name: 'Ви записані на дзвінок' })).toBeVisible();
    await expect(picker).toContainText(`Запрошення надіслано на ${email}`);

    const [mail] = await mailTo(email);
    expect(mail!.subject).toMatch(/^Ваш дзвінок із Synthra: /);
    expect(mail!.calendarMethod).toBe('REQUEST');
    expectValidInvitation(mail!.ics!, email);
    expect(mail!.ics).toContain(`DTSTART:${new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '')}`);

    // The managers who speak Ukrainian: the meeting is in one of their calendars, once.
    const held = (await Promise.all(['olena-hrytsenko', 'andrii-melnyk'].map(calendarOf))).flat().filter((event) => event.attendees.includes(email));
    expect(held.map((event) => event.start)).toEqual([new Date(start).toISOString()]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('on /ru: the times are on the visitor’s clock, and a time another visitor took meanwhile is answered with fresh times', async ({ browser }) => {
    const contexts: BrowserContext[] = [];
    try {
      const pages: Page[] = [];
      for (const name of ['first', 'second']) {
        const context = await browser.newContext({ timezoneId: 'Asia/Almaty' });
        contexts.push(context);
        const page = await context.newPage();
        await sendContactsForm(page, 'ru', unique(name));
        pages.push(page);
      }
      // 18:30 in Kyiv, the last time of the day: only one manager who speaks Russian works then.
      const [a, b] = pages.map((page) => page.locator('[data-meeting-picker]'));
      await expect(a!.locator('.ui-meeting__zone')).toHaveText('Начало звонков указано по времени GMT+5.');
      const lastOfDay = async (picker: typeof a) => {
        const labels = picker!.locator('.ui-meeting__times label');
        await expect(labels.first()).toBeVisible();
        return labels.last();
      };
      const [lastA, lastB] = [await lastOfDay(a), await lastOfDay(b)];
      const start = await lastA.locator('input').inputValue();
      expect(await lastB.locator('input').inputValue()).toBe(start);
      await lastA.click();
      await lastB.click();
      await Promise.all([a!.getByRole('button', { name: new RegExp(BOOK.ru) }).click(), b!.getByRole('button', { name: new RegExp(BOOK.ru) }).click()]);
      const booked = (picker: typeof a) => picker!.getByRole('heading', { name: 'Вы записаны на звонок' });
      const refused = (picker: typeof a) => picker!.getByText('Это время только что заняли. Вот время, которое свободно сейчас.');
      const outcome = async (picker: typeof a) => ((await booked(picker).isVisible()) ? 'booked' : (await refused(picker).isVisible()) ? 'refused' : 'waiting');
      await expect.poll(async () => [await outcome(a), await outcome(b)].sort()).toEqual(['booked', 'refused']);
      const loser = (await outcome(a)) === 'refused' ? a! : b!;
      // The fresh times no longer offer it.
      await expect(loser.locator(`input[name="start"][value="${start}"]`)).toHaveCount(0);
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('in English without JavaScript: the thank-you page’s form lands on the times, one is booked, and the invitation’s link moves and cancels it; an older link changes nothing', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, timezoneId: 'Europe/London' });
    try {
      const page = await context.newPage();
      const email = unique('ann');
      await sendContactsForm(page, 'en', email);
      await page.getByRole('button', { name: 'Choose a time' }).click();
      await expect(page.getByRole('heading', { name: 'Book your call now' })).toBeVisible();
      // Still inside the site: its header and typeface, not a bare page (issue 69 §3).
      await expect(page.locator('header.sh-header')).toBeVisible();
      await expect(page.locator('h1')).toHaveCSS('font-family', /Onest/);
      await expect(page.locator('#meeting-email')).toHaveValue(email);
      await page.locator('input[name="start"]').nth(1).check();
      await page.getByRole('button', { name: BOOK.en }).click();
      await expect(page.getByText('Your call is booked')).toBeVisible();

      const [invitation] = await mailTo(email);
      expectValidInvitation(invitation!.ics!, email);
      const link = /https?:\/\/\S+\/api\/meeting\?\S+/.exec(invitation!.text)![0];
      const path = new URL(link).pathname + new URL(link).search;

      // The e-mail's "move" link: the times to move to, and no cancel button.
      expect(new URL(link).searchParams.get('action')).toBe('move');
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Cancel the call' })).toHaveCount(0);
      await page.locator('#move input[name="start"]').first().check();
      const movedTo = await page.locator('#move input[name="start"]:checked').inputValue();
      await page.getByRole('button', { name: 'Move the call' }).click();
      await expect(page.getByText('Done, the call has moved')).toBeVisible();
      const [, moved] = await mailTo(email, 2);
      expect(moved!.ics).toContain('SEQUENCE:1');
      expect(moved!.ics).toContain(/UID:[^\r]+/.exec(invitation!.ics!)![0]);
      const held = (await Promise.all(['olena-hrytsenko', 'piotr-zielinski', 'aigerim-sadykova'].map(calendarOf)))
        .flat()
        .filter((event) => event.attendees.includes(email));
      expect(held.map((event) => event.start)).toEqual([new Date(movedTo).toISOString()]);

      // The first e-mail's link is for the meeting as it was: it changes nothing and says why.
      await page.goto(path);
      await expect(page.getByText('This link is from an earlier email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel the call' })).toHaveCount(0);

      // The new e-mail's "cancel" link cancels it.
      const newPath = ((url) => url.pathname + url.search)(new URL(/https?:\/\/\S+\/api\/meeting\?\S+action=cancel/.exec(moved!.text)![0]));
      await page.goto(newPath);
      await page.getByRole('button', { name: 'Cancel the call' }).click();
      await expect(page.getByRole('heading', { name: 'The call is cancelled' })).toBeVisible();
      const [, , cancelled] = await mailTo(email, 3);
      expect(cancelled!.calendarMethod).toBe('CANCEL');
      expect(cancelled!.ics).toContain('STATUS:CANCELLED');
      const after = (await Promise.all(['olena-hrytsenko', 'piotr-zielinski', 'aigerim-sadykova'].map(calendarOf)))
        .flat()
        .filter((event) => event.attendees.includes(email));
      expect(after).toEqual([]);

      // A link that was tampered with changes nothing either.
      await page.goto(newPath.replace(/link=([^&]+)/, (_, value: string) => `link=${value.slice(0, -3)}abc`));
      await expect(page.getByText('This link doesn’t work')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
