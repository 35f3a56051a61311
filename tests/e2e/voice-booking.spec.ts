import type { Page } from '@playwright/test';
import { API_PATHS, sayMeetingTime, type MeetingTimesResponse } from '@site/contracts';
import { managersSpeaking } from '@site/model';
import { startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';

/**
 * The site's assistant books a meeting in a typed conversation on the twin: the visitor on /ua asks
 * for a meeting, the agent offers the slot logic's next times on the visitor's clock, the visitor
 * picks the second, gives a name and an e-mail, confirms, and the widget's `book_meeting` tool books
 * it through the meetings API: the invitation (an iCalendar REQUEST) arrives in the mail stand-in's
 * inbox, a Ukrainian-speaking manager's calendar holds the meeting, and the managers hear of it.
 */
const ZONE = 'Europe/Kyiv';
test.use({ timezoneId: ZONE, launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

let voice: VoiceTwin;
let services: MeetingStandIns;
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  services = await startMeetingStandIns();
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
  await services?.close();
});

async function write(page: Page, text: string): Promise<void> {
  await page.locator('.vc-composer__field').fill(text);
  await page.keyboard.press('Enter');
}

test('on /ua, asked in the chat for a meeting, the assistant offers times, books the chosen one after a yes, and the invitation and the calendar hold it', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const { twin, agent, telegram } = voice;
  const email = `oksana.${Date.now().toString(36)}@example.com`;
  await page.goto(`${twin.url}/ua`);
  await waitForPage(page);
  await page.locator('.vc-write-launcher').click();
  const widget = page.locator('.vc-widget');
  const log = widget.getByRole('log');
  const agentSaid = log.locator('.vc-transcript__entry--agent');
  await expect(agentSaid).toHaveCount(1, { timeout: 20_000 });
  await expect(log.locator('[data-partial]')).toHaveCount(0);
  const conversationId = (await widget.getAttribute('data-conversation-id'))!;

  await write(page, 'Запишіть мене на зустріч із менеджером');
  await expect(agentSaid).toHaveCount(2, { timeout: 20_000 });
  await expect(agentSaid.last()).toContainText('Можу записати вас на 30-хвилинну відеозустріч із менеджером', { timeout: 15_000 });
  // The times the slot logic offers a visitor on Kyiv's clock, as Ukrainian says them.
  const answer = await fetch(`${twin.url}${API_PATHS.meetingTimes}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'uk', timeZone: ZONE, count: 3 }),
  });
  const free = ((await answer.json()) as MeetingTimesResponse).days.flatMap((day) => day.times).map((time) => time.start);
  expect(free.length).toBeGreaterThanOrEqual(2);
  await expect(log.locator('[data-partial]')).toHaveCount(0);
  for (const start of free) await expect(agentSaid.last()).toContainText(sayMeetingTime(start, 'uk', ZONE));
  const chosen = free[1]!;

  await write(page, 'Другий');
  await expect(agentSaid.last()).toContainText(`Добре: ${sayMeetingTime(chosen, 'uk', ZONE)}. На яке ім’я записати зустріч?`, { timeout: 15_000 });
  await write(page, 'Оксана Марчук');
  await expect(agentSaid.last()).toContainText('Дякую, Оксана Марчук. На яку адресу електронної пошти надіслати запрошення?', { timeout: 15_000 });
  await write(page, email);
  await expect(agentSaid.last()).toContainText(`на ім’я Оксана Марчук. Запрошення надійде на ${email}`, { timeout: 15_000 });
  await expect(log.locator('[data-partial]')).toHaveCount(0);
  // Nothing is booked before the yes.
  expect(services.mail.mailTo(email)).toEqual([]);

  await write(page, 'Так');
  await expect(agentSaid.last()).toContainText(`Готово: ${sayMeetingTime(chosen, 'uk', ZONE)}. Зустріч проведе`, { timeout: 20_000 });
  await expect(agentSaid.last()).toContainText(`надійде на ${email}`);
  const held = agent.conversations.find((conversation) => conversation.id === conversationId)!;
  expect(held.toolResults.map((result) => JSON.parse(result.result) as { booked?: boolean }).at(-1)).toMatchObject({ booked: true, email });
  expect(held.toolResults.length).toBe(2);

  // The invitation, with its iCalendar REQUEST, in the mail stand-in's inbox.
  await expect.poll(() => services.mail.mailTo(email).filter((mail) => mail.calendarMethod === 'REQUEST').length, { timeout: 20_000 }).toBe(1);
  expect(services.mail.mailTo(email)[0]!.ics).toMatch(/BEGIN:VEVENT[\s\S]*END:VEVENT/);
  // One Ukrainian-speaking manager's calendar holds the meeting at the chosen time.
  await expect
    .poll(
      () =>
        managersSpeaking('uk')
          .flatMap((manager) => services.calendar.events(services.calendarOf(manager)))
          .filter((event) => event.attendees.includes(email))
          .map((event) => Date.parse(event.start)),
      { timeout: 20_000 },
    )
    .toEqual([Date.parse(chosen)]);
  // The managers' chat hears of the booking.
  await expect.poll(() => telegram.accepted.some((message) => message.text.includes('Оксана Марчук')), { timeout: 20_000 }).toBe(true);
  expect(problems.pageErrors).toEqual([]);
});
