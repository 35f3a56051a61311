import type { Page } from '@playwright/test';
import {
  CALL_OPENING,
  demoDay,
  freeTimesOf,
  PHONE_CALL_CHECK_PATH,
  receptionistCallOpening,
  sayMeetingTime,
  tomorrowIn,
  type CallBookMeetingResponse,
  type CallMeetingTimesResponse,
} from '@site/contracts';
import { RECEPTIONIST_REPLIES, REPLIES } from '@site/platform/voice-agent';
import { LUMI_LINE, managersSpeaking } from '@site/model';
import { startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, test, waitForPage } from './fixtures';

/**
 * "Have Lumi call me" on the twin: the visitor asks for a call beside the Lumi demo, the ElevenLabs
 * stand-in's outbound call rings the simulated phone (its page, as a developer would answer it), the
 * simulated agent talks on it, and the call's record comes back through the post-call webhook to the
 * managers, once, marked as a phone call. Calls ring at any hour here (`PHONE_CALL_HOURS`), so the
 * test does not depend on the time of day in Kyiv; the night offer has its own test. The twin serves
 * the build as a release, as `npm start` and CloudFront do, so every file the call needs (the WAF
 * challenge's check page) comes through the edge's release routing.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] } });

let voice: VoiceTwin;
/** The managers' calendars and the visitors' mailbox, for a meeting booked in a call. */
let services: MeetingStandIns;
/** The person rung answers Lumi's opening: they asked for the call, and a manager may call them back. */
const CALLEE_SAYS_YES = ['Так, це я просив.', 'Так, нехай менеджер передзвонить.', 'Дякую, до побачення.'];
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  services = await startMeetingStandIns();
  voice = await startVoiceTwin({ servedFromRelease: true });
  voice.agent.useScript({ userTurnSeconds: 0.5, lines: CALLEE_SAYS_YES });
});
test.afterAll(async () => {
  delete process.env.PHONE_CALL_HOURS;
  for (const name of ['PHONE_CALLS_PER_NETWORK_PER_HOUR', 'PHONE_CALLS_PER_HOUR', 'PHONE_CALL_MINUTES_PER_DAY', 'LEAD_CALL_HOURS']) delete process.env[name];
  await voice?.close();
  await services?.close();
});
test.beforeEach(() => {
  process.env.PHONE_CALL_HOURS = '0-24';
  // A lead form's call rings at once whether or not the managers are at work now (their hours have a test of their own, in lambdas/phone-call).
  process.env.LEAD_CALL_HOURS = 'always';
  // Every call here comes from the test's one network, /16 and provider; their shares have tests of their own
  // (lambdas/phone-call), and are shares of the site's hour and the day's calls, raised here with them.
  process.env.PHONE_CALLS_PER_NETWORK_PER_HOUR = '20';
  process.env.PHONE_CALLS_PER_HOUR = '60';
  process.env.PHONE_CALL_MINUTES_PER_DAY = '2000';
});

/** The card under the Lumi demo, hydrated as the page's loader hydrates an island a visitor reaches for. */
async function openCallMe(page: Page, path: string, title: string) {
  await page.goto(`${voice.twin.url}${path}`);
  await waitForPage(page);
  const island = page.locator('[data-island="voice:voiceDemo"]');
  await island.scrollIntoViewIfNeeded();
  await island.evaluate((element) => element.dispatchEvent(new Event('site:island-wanted', { bubbles: true })));
  await expect(island).toHaveAttribute('data-live', '');
  const card = page.getByRole('region', { name: title });
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('on /ua a visitor asks for a call to 050 123 45 67: the phone rings within seconds, the clinic’s receptionist books and moves a visit on its real free times, and the managers are told once, of what the call did', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The card's clinic, tomorrow in Kyiv (where the number rings): the times the receptionist offers, and an hour to move to.
  const free = freeTimesOf(demoDay('clinic', tomorrowIn('Europe/Kyiv', new Date())));
  const offered = free.find((time) => time < '12:00')!;
  const target = free.find((time) => time !== offered && time.endsWith(':00'))!;
  // The person rung: it was them, a manager may call; then they book as a patient (their name is this script's, said by the test's caller) and move the visit.
  voice.agent.useScript({
    userTurnSeconds: 0.5,
    lines: [
      ...CALLEE_SAYS_YES.slice(0, 2),
      'Хочу записатися до терапевта на завтра, на ранок.',
      'Так, будь ласка. Мене звати Оксана.',
      `Вибачте, перенесіть мене на ${Number(target.slice(0, 2))}.`,
      'Ні, дякую. До побачення!',
    ],
  });
  const card = await openCallMe(page, '/ua/products/lumi-ai', 'Нехай Lumi вам зателефонує');
  await card.getByLabel('Ваш телефон').fill('050 123 45 67');
  await card.getByLabel('Я погоджуюся на один дзвінок від Lumi').check();
  await card.getByRole('button', { name: 'Зателефонуйте мені' }).click();
  await expect(card.getByRole('status')).toContainText('Ваш телефон дзвонить');

  // The phone the stand-in rang, on its own page, as a developer answers it.
  const phone = await browser.newPage();
  await phone.goto(voice.agent.phoneUrl);
  const call = phone.getByRole('region', { name: 'Call to +380501234567' });
  await expect(call.getByText('Ringing…')).toBeVisible({ timeout: 10_000 });
  await call.getByRole('button', { name: 'Answer' }).click();
  // The clinic's receptionist opens saying who calls and why, and asks whether it was them; they say yes, and yes to a manager's call back.
  await expect(call.locator('li.agent').first()).toHaveText(`Lumi: ${receptionistCallOpening('clinic', 'uk')}`, { timeout: 20_000 });
  await expect(card.getByRole('status')).toContainText('Ви розмовляєте з Lumi', { timeout: 10_000 });
  // Then it asks as the receptionist, offers the first free morning time of the day, books it, moves it, and says goodbye.
  await expect(call.locator('li.agent').nth(2)).toHaveText('Lumi: Записав: менеджер передзвонить вам на цей номер. Чим можу допомогти?', { timeout: 60_000 });
  await expect(call.locator('li.agent').nth(3)).toHaveText(`Lumi: ${REPLIES.uk.offer(offered)}`, { timeout: 60_000 });
  await expect(call.locator('li.agent').nth(4)).toHaveText(`Lumi: ${REPLIES.uk.booked(offered, 'Оксана')}`, { timeout: 60_000 });
  await expect(call.locator('li.agent').nth(5)).toHaveText(`Lumi: ${RECEPTIONIST_REPLIES.uk.moved(offered, target)}`, { timeout: 60_000 });
  await expect(call.locator('li.caller')).toHaveCount(6, { timeout: 90_000 });
  await expect(call.getByText('Ended')).toBeVisible({ timeout: 30_000 });

  // The panel shows the end and asks for the same rating as a web call.
  await expect(card.getByRole('status')).toContainText('Дзвінок завершено', { timeout: 15_000 });
  await expect(card.getByText('Як минула розмова?')).toBeVisible();

  // The record came back through the post-call webhook: one message to the managers, as a phone call, with the number rung.
  const conversationId = voice.agent.phoneCalls.at(-1)!.id;
  await expect.poll(() => voice.managersToldOf(conversationId).length, { timeout: 15_000 }).toBe(1);
  const [message] = voice.managersToldOf(conversationId);
  // In the call's language, Ukrainian, which whoever calls back speaks.
  expect(message!.text).toContain('телефонного дзвінка Lumi');
  expect(message!.text).toContain('+380501234567');
  // What the call did, said once and the same way in each line: the visit booked and moved; no line says no contact was left.
  expect(message!.text).toContain(`Запис у демо Lumi: <code>візит записано й перенесено з ${offered} на ${target}</code>`);
  expect(message!.text).toContain(RECEPTIONIST_REPLIES.uk.summary.title({ kind: 'moved', from: offered, time: target }));
  expect(message!.text).not.toMatch(/не залишив|без контакту/);
  expect(voice.agent.webhookDeliveries.filter((delivery) => delivery.conversationId === conversationId)).toEqual([{ conversationId, status: 200 }]);
  // Whatever else happens, the number is not rung twice today.
  await phone.close();
  voice.agent.useScript({ userTurnSeconds: 0.5, lines: CALLEE_SAYS_YES });
});

test('on /ua the callee books a video meeting with a manager in the call: the phone agent’s tools offer Kyiv’s times in Ukrainian, the invitation and the calendar hold it, and the managers’ notice of the call names it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const user = `oksana${Date.now().toString(36)}`;
  const email = `${user}@example.com`;
  // What the person rung says, as the call's transcript writes speech: the e-mail spelled out.
  voice.agent.useScript({
    userTurnSeconds: 0.5,
    lines: [
      'Так, це я просив.',
      'Так, нехай менеджер передзвонить.',
      'Чи можна призначити відеозустріч із менеджером?',
      'Мені підходить другий.',
      'Мене звати Оксана Коваль.',
      `Моя пошта: ${user} равлик example крапка com.`,
      'Так, записуйте.',
      'Ні, дякую, це все.',
    ],
  });
  try {
    // Asked for from the site's page as Lumi, the site's assistant (the demo's card rings as its receptionist).
    await page.goto(`${voice.twin.url}/ua`);
    await waitForPage(page);
    const asked = await page.evaluate(async () => {
      const body = { phone: '050 123 45 72', language: 'uk', persona: 'assistant', page_path: '/ua', consent: true, call_consent: true };
      const response = await fetch('/api/phone-call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return response.status;
    });
    expect(asked).toBe(200);
    const phone = await browser.newPage();
    await phone.goto(voice.agent.phoneUrl);
    const call = phone.getByRole('region', { name: 'Call to +380501234572' });
    await call.getByRole('button', { name: 'Answer' }).click({ timeout: 10_000 });
    const lumi = call.locator('li.agent');
    await expect(lumi.filter({ hasText: 'Можу записати вас на 30-хвилинну відеозустріч із менеджером' })).toHaveCount(1, { timeout: 120_000 });
    await expect(lumi.filter({ hasText: 'Готово:' })).toHaveCount(1, { timeout: 120_000 });

    // The tools went through the site's API: the times on the clock of the Ukrainian number, said in Ukrainian, and the second booked.
    const conversationId = voice.agent.phoneCalls.at(-1)!.id;
    const held = voice.agent.conversations.find((conversation) => conversation.id === conversationId)!;
    const [offered, booked] = held.toolResults.map((result) => JSON.parse(result.result) as unknown) as [CallMeetingTimesResponse, CallBookMeetingResponse];
    expect(offered.timeZone).toBe('Europe/Kyiv');
    for (const time of offered.times) expect(time.say).toBe(sayMeetingTime(time.start, 'uk', 'Europe/Kyiv'));
    const chosen = offered.times[1]!;
    expect(booked).toMatchObject({ booked: true, email, time: { say: chosen.say } });
    await expect(lumi.filter({ hasText: `Готово: ${chosen.say}. Зустріч проведе` })).toContainText(`надійде на ${email}`);

    // The invitation in the mail stand-in's inbox, and the meeting in a Ukrainian-speaking manager's calendar.
    await expect.poll(() => services.mail.mailTo(email).filter((mail) => mail.calendarMethod === 'REQUEST').length, { timeout: 20_000 }).toBe(1);
    const events = managersSpeaking('uk').flatMap((manager) =>
      services.calendar.events(services.calendarOf(manager)).filter((event) => event.attendees.includes(email)),
    );
    expect(events.map((event) => Date.parse(event.start))).toEqual([Date.parse(chosen.start)]);

    // Once the call ends: the meeting's notice (booked in Lumi's call) and the call's, which names the meeting, in one person's thread.
    await expect(call.getByText('Ended')).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => voice.managersToldOf(conversationId).length, { timeout: 20_000 }).toBe(2);
    const [meetingNotice, callNotice] = voice.managersToldOf(conversationId).map((message) => message.text);
    // Both in Ukrainian: the meeting's in its Kyiv manager's language, the call's in the call's.
    expect(meetingNotice).toContain('дзвінок Lumi');
    expect(callNotice).toContain('телефонного дзвінка Lumi');
    expect(callNotice).toContain('Зустріч призначено');
    expect(callNotice).toContain('зустріч із менеджером, призначена в дзвінку Lumi');
    const person = (text: string) => /Людина: (?:<code>)?#([0-9a-f]{8})/.exec(text)?.[1];
    expect(person(meetingNotice!)).toBeDefined();
    expect(person(callNotice!)).toBe(person(meetingNotice!));
    await phone.close();
  } finally {
    voice.agent.useScript({ userTurnSeconds: 0.5, lines: CALLEE_SAYS_YES });
  }
});

test('on /ua a lead form’s thank-you page has Lumi call the number just given: it rings within seconds, as the form’s product’s call; a meeting booked beside it replaces “by the next working day”, and the managers’ notice of the call holds the lead', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `marta.${Date.now().toString(36)}@example.com`;
  // The person rung says it was them and a manager may call back, and the test hangs up: the booking in a call has its own test above.
  voice.agent.useScript({ userTurnSeconds: 0.5, lines: CALLEE_SAYS_YES.slice(0, 2) });
  try {
    await page.goto(`${voice.twin.url}/ua/products/mediflow-ai`);
    await waitForPage(page);
    const form = page.locator('#request form');
    await form.getByLabel('Ім’я').fill('Марта Коваль');
    await form.getByLabel('Телефон').fill('050 123 45 74');
    await form.getByLabel('Я погоджуюся').check();
    // Watched frame by frame: when the thank-you page's picker first shows, the offer is already above it, so it never pushes the picker down.
    await page.evaluate(() => {
      const look = () => {
        if (!location.pathname.startsWith('/thank-you/') || !document.querySelector('[data-meeting-picker]')) return void requestAnimationFrame(look);
        document.documentElement.dataset.offerWithPicker = String(document.querySelector('.sh-lead-call .vc-call-me') !== null);
      };
      requestAnimationFrame(look);
    });
    await form.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page).toHaveURL(/\/thank-you\/mediflow\/ua$/);
    const picker = page.locator('[data-meeting-picker]');
    await expect(page.locator('html')).toHaveAttribute('data-offer-with-picker', 'true');

    // One tap with the one call's consent, to the number the form was sent with.
    const offer = page.getByRole('region', { name: 'Lumi зателефонує вам просто зараз' });
    await expect(offer.getByLabel('Ваш телефон')).toHaveValue('050 123 45 74');
    await offer.getByLabel('Я погоджуюся на один дзвінок від Lumi').check();
    await offer.getByRole('button', { name: 'Зателефонуйте мені зараз' }).click();
    await expect(offer.getByRole('status')).toContainText('Ваш телефон дзвонить');
    const next = page.locator('.sh-next-steps');
    await expect(next).toContainText('Протягом хвилини');
    await expect(next).not.toContainText('Не пізніше наступного робочого дня');

    const phone = await browser.newPage();
    await phone.goto(voice.agent.phoneUrl);
    const call = phone.getByRole('region', { name: 'Call to +380501234574' });
    await expect(call.getByText('Ringing…')).toBeVisible({ timeout: 10_000 });
    // The call knows the form's product, whose questions the agent's prompt has Lumi ask after the same opening (H1).
    const rung = voice.agent.phoneCalls.at(-1)!;
    expect(rung.initiation?.dynamic_variables).toMatchObject({ lead_product: 'mediflow-ai', call_origin: 'requested' });
    await call.getByRole('button', { name: 'Answer' }).click();
    await expect(call.locator('li.agent').first()).toHaveText(`Lumi: ${CALL_OPENING.uk}`, { timeout: 20_000 });

    // Meanwhile the visitor books a time beside the offer: "what happens next" names the meeting.
    await picker.locator('.ui-meeting__times label').first().click();
    await picker.locator('input[name="email"]').fill(email);
    await picker.getByRole('button', { name: 'Записатися' }).click();
    await expect(picker.getByRole('heading', { name: 'Ви записані на дзвінок' })).toBeVisible();
    await expect(next).toContainText('Відеозустріч із менеджером');
    await expect(next).not.toContainText('Не пізніше наступного робочого дня');
    await expect.poll(() => services.mail.mailTo(email).filter((mail) => mail.calendarMethod === 'REQUEST').length, { timeout: 20_000 }).toBe(1);

    // The callee agreed to a call back; the call ends, and its notice holds the lead in the person's thread.
    await expect(call.locator('li.agent')).toHaveCount(3, { timeout: 30_000 });
    await call.getByRole('button', { name: 'Hang up' }).click();
    await expect(call.getByText('Ended')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => voice.managersToldOf(rung.id).length, { timeout: 20_000 }).toBe(1);
    const [callNotice] = voice.managersToldOf(rung.id).map((message) => message.text);
    // In the call's language, as every notice of a lead or a call is written.
    expect(callNotice).toContain('телефонного дзвінка Lumi');
    expect(callNotice).toContain('заявка із сайту, форма mediflow');
    await phone.close();
  } finally {
    voice.agent.useScript({ userTurnSeconds: 0.5, lines: CALLEE_SAYS_YES });
  }
});

test('on the simulated phone a developer speaks as the callee: picks up, types each line in the form and presses Enter, and books a meeting under the name and e-mail they typed, through the real tools', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `dana.${Date.now().toString(36)}@example.com`;
  // Asked for as Lumi in English; the script (a yes, a yes, goodbye) stays quiet: the developer picks up and types.
  await page.goto(`${voice.twin.url}/`);
  await waitForPage(page);
  const asked = await page.evaluate(async () => {
    const body = { phone: '+380501234573', language: 'en', persona: 'assistant', page_path: '/', consent: true, call_consent: true };
    const response = await fetch('/api/phone-call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return response.status;
  });
  expect(asked).toBe(200);
  const phone = await browser.newPage();
  await phone.goto(voice.agent.phoneUrl);
  const call = phone.getByRole('region', { name: 'Call to +380501234573' });
  await call.getByRole('button', { name: 'Pick up and type' }).click({ timeout: 10_000 });
  const lumi = call.locator('li.agent');
  const line = call.getByRole('textbox', { name: 'Say as the callee' });
  /** Types a line as the callee, says it with Enter, and waits for Lumi's answer to it. */
  const say = async (words: string) => {
    const answered = (await lumi.count()) + 1;
    await line.fill(words);
    await line.press('Enter');
    await expect(call.locator('li.caller').last()).toHaveText(`You: ${words}`);
    await expect(line).toHaveValue('');
    await expect(lumi).toHaveCount(answered, { timeout: 60_000 });
  };
  await expect(lumi).toHaveCount(1, { timeout: 30_000 });
  // Nothing typed is said to nobody, with what to do.
  await line.press('Enter');
  await expect(call.getByRole('alert')).toHaveText('Type what the callee says.');
  await expect(line).toHaveAttribute('aria-invalid', 'true');

  await say('Yes, that was me.');
  await say('No, thanks, no call back.');
  await say('Could we book a video meeting with a manager?');
  await expect(lumi.last()).toContainText('I can book you a 30-minute video meeting with a manager');
  await say('The second one, please.');
  await say('My name is Dana Novak.');
  await say(email);
  await expect(lumi.last()).toContainText(`The invitation goes to ${email}`);
  await say('Yes, book it.');
  await expect(lumi.last()).toContainText(`is on its way to ${email}`);
  await expect(call.locator('li.caller')).toHaveCount(7);

  // The phone's server tools booked it through the site's API, under what the developer typed.
  const conversationId = voice.agent.phoneCalls.at(-1)!.id;
  const held = voice.agent.conversations.find((conversation) => conversation.id === conversationId)!;
  const [offered, booked] = held.toolResults.map((result) => JSON.parse(result.result) as unknown) as [CallMeetingTimesResponse, CallBookMeetingResponse];
  expect(booked).toMatchObject({ booked: true, email, time: { say: offered.times[1]!.say } });
  await expect.poll(() => services.mail.mailTo(email).filter((mail) => mail.calendarMethod === 'REQUEST').length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => voice.managersToldOf(conversationId).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const [meetingNotice] = voice.managersToldOf(conversationId).map((message) => message.text);
  // In the language of whichever English-speaking manager took it.
  expect(meetingNotice).toMatch(/звонок Lumi|дзвінок Lumi|rozmowa z Lumi/);
  expect(meetingNotice).toContain('Dana Novak');
  expect(meetingNotice).toContain(email);

  await call.getByRole('button', { name: 'Hang up' }).click();
  await expect(call.getByText('Ended')).toBeVisible({ timeout: 30_000 });
  await expect(line).toBeHidden();
  // The callee's turns are exactly the lines typed: the script said none of them.
  expect(held.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.message)).toEqual([
    'Yes, that was me.',
    'No, thanks, no call back.',
    'Could we book a video meeting with a manager?',
    'The second one, please.',
    'My name is Dana Novak.',
    email,
    'Yes, book it.',
  ]);
  await phone.close();
});

test('a callee who did not ask for the call is let go, goes on the do-not-call list, reaches no manager, and is never rung again (H1)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  voice.agent.useScript({ userTurnSeconds: 0.5, lines: ['Ні, я нічого не просив.'] });
  try {
    const card = await openCallMe(page, '/ua/products/lumi-ai', 'Нехай Lumi вам зателефонує');
    await card.getByLabel('Ваш телефон').fill('050 123 45 70');
    await card.getByLabel('Я погоджуюся на один дзвінок від Lumi').check();
    await card.getByRole('button', { name: 'Зателефонуйте мені' }).click();
    const phone = await browser.newPage();
    await phone.goto(voice.agent.phoneUrl);
    const call = phone.getByRole('region', { name: 'Call to +380501234570' });
    await call.getByRole('button', { name: 'Answer' }).click({ timeout: 10_000 });
    // Lumi apologises and ends the call itself.
    await expect(call.locator('li.agent').nth(1)).toContainText('Ми більше не зателефонуємо на цей номер', { timeout: 90_000 });
    await expect(call.getByText('Ended')).toBeVisible({ timeout: 30_000 });
    const conversationId = voice.agent.phoneCalls.at(-1)!.id;
    await expect
      .poll(() => voice.agent.webhookDeliveries.filter((delivery) => delivery.conversationId === conversationId), { timeout: 15_000 })
      .toEqual([{ conversationId, status: 200 }]);
    expect(voice.managersToldOf(conversationId)).toEqual([]);
    await phone.close();

    // Again today, from this page or another of the same network: refused beside the field, and nothing rings.
    const rung = voice.agent.phoneCalls.length;
    const again = await openCallMe(page, '/products/lumi-ai', 'Have Lumi call you');
    await again.getByLabel('Your phone').fill('+380 50 123 45 70');
    await again.getByLabel('I agree to one call from Lumi').check();
    await again.getByRole('button', { name: 'Have Lumi call me' }).click();
    await expect(again.getByLabel('Your phone')).toHaveAccessibleDescription(/already called this number today/);
    expect(voice.agent.phoneCalls.length).toBe(rung);
  } finally {
    voice.agent.useScript({ userTurnSeconds: 0.5, lines: CALLEE_SAYS_YES });
  }
});

test('anyone lists a number on the privacy page, without JavaScript, and Lumi never rings it (H1)', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const privacy = await noScript.newPage();
  await privacy.goto(`${voice.twin.url}/ru/privacy`);
  await expect(privacy.locator('#do-not-call-listed')).toBeHidden();
  await privacy.getByLabel('Номер телефона').fill('+380 50 123 45 71');
  await privacy.getByRole('button', { name: 'Не звонить на этот номер' }).click();
  await expect(privacy).toHaveURL(/\/ru\/privacy#do-not-call-listed$/);
  await expect(privacy.locator('#do-not-call-listed')).toBeVisible();
  await expect(privacy.locator('#do-not-call-listed')).toContainText('Lumi не будет звонить на этот номер');
  await noScript.close();

  const rung = voice.agent.phoneCalls.length;
  const card = await openCallMe(page, '/products/lumi-ai', 'Have Lumi call you');
  await card.getByLabel('Your phone').fill('+380 50 123 45 71');
  await card.getByLabel('I agree to one call from Lumi').check();
  await card.getByRole('button', { name: 'Have Lumi call me' }).click();
  // Answered as any call (nothing tells a stranger the number is listed), and nothing rings.
  await expect(card.getByRole('status')).toContainText('Your phone is ringing');
  expect(voice.agent.phoneCalls.length).toBe(rung);
});

test("the WAF challenges a browser's first call request: its check page comes from the release, tells the panel, and the call is asked again and rings", async ({
  page,
  request,
}) => {
  // The check page is one of the release's files, as CloudFront's routing serves it.
  const check = await request.get(`${voice.twin.url}${PHONE_CALL_CHECK_PATH}`);
  expect(check.status()).toBe(200);
  expect(check.headers()['server-timing']).toContain('site-release;desc=r-');
  // The WAF in front of the API: a browser without its token gets 202 with the challenge action, once.
  let challenged = 0;
  await page.route('**/api/phone-call', async (route) => {
    if (challenged++ === 0) return route.fulfill({ status: 202, headers: { 'x-amzn-waf-action': 'challenge' }, body: '' });
    return route.fallback();
  });
  const framed = page.waitForResponse((response) => response.url().endsWith(PHONE_CALL_CHECK_PATH));
  const card = await openCallMe(page, '/ua/products/lumi-ai', 'Нехай Lumi вам зателефонує');
  await card.getByLabel('Ваш телефон').fill('050 123 45 69');
  await card.getByLabel('Я погоджуюся на один дзвінок від Lumi').check();
  await card.getByRole('button', { name: 'Зателефонуйте мені' }).click();
  expect((await framed).status()).toBe(200);
  await expect(card.getByRole('status')).toContainText('Ваш телефон дзвонить', { timeout: 10_000 });
  expect(challenged).toBe(2);
  await expect.poll(() => voice.agent.phoneCalls.some((call) => call.toNumber === '+380501234569')).toBe(true);
});

test('on a slow phone, the digits and the consent typed into the card before its code runs are kept, and the call is asked with them', async ({ page }) => {
  // A phone's processor: the card's island loads its code for well over a second after the first tap.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`${voice.twin.url}/pl/products/lumi-ai`);
  await waitForPage(page);
  const island = page.locator('[data-island="voice:voiceDemo"]');
  const card = page.getByRole('region', { name: 'Niech Lumi do Ciebie zadzwoni' });
  await card.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('data-live', '');
  // Typed at once into the prerendered field, as a visitor does, while the island hydrates.
  await card.getByLabel('Twój telefon').click();
  await page.keyboard.type('601234567');
  await card.getByLabel('Zgadzam się na jedno połączenie od Lumi').check();
  await expect(island).toHaveAttribute('data-live', '');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(card.getByLabel('Twój telefon')).toHaveValue('601234567');
  await expect(card.getByLabel('Zgadzam się na jedno połączenie od Lumi')).toBeChecked();
  await card.getByRole('button', { name: 'Niech Lumi do mnie zadzwoni' }).click();
  await expect(card.getByRole('status')).toContainText('Twój telefon dzwoni');
  expect(voice.agent.phoneCalls.at(-1)!.toNumber).toBe('+48601234567');
});

test('a premium-rate number is refused beside the field, and nothing rings', async ({ page }) => {
  const card = await openCallMe(page, '/products/lumi-ai', 'Have Lumi call you');
  const rung = voice.agent.phoneCalls.length;
  await card.getByLabel('Country').selectOption('PL');
  await card.getByLabel('Your phone').fill('701 234 567');
  await card.getByLabel('I agree to one call from Lumi').check();
  await card.getByRole('button', { name: 'Have Lumi call me' }).click();
  const field = card.getByLabel('Your phone');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Lumi calls mobile and landline numbers only/);
  expect(voice.agent.phoneCalls.length).toBe(rung);
});

test('at night where the number rings, the visitor is offered the next morning there, and that call is booked', async ({ page }) => {
  // Calls ring only in an hour that is not now in Warsaw: it is "night" there.
  const warsawHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: 'numeric', hourCycle: 'h23' }).format(new Date()));
  const from = (warsawHour + 2) % 23;
  process.env.PHONE_CALL_HOURS = `${from}-${from + 1}`;
  const card = await openCallMe(page, '/ru/products/lumi-ai', 'Пусть Lumi вам позвонит');
  const rung = voice.agent.phoneCalls.length;
  await card.getByLabel('Страна').selectOption('PL');
  await card.getByLabel('Ваш телефон').fill('601 234 568');
  await card.getByLabel('Даю согласие на один звонок от Lumi').check();
  await card.getByRole('button', { name: 'Позвоните мне' }).click();
  await expect(card.getByRole('alert')).toContainText('сейчас ночь');
  await card.getByRole('button', { name: 'Позвоните тогда' }).click();
  await expect(card.getByRole('status')).toContainText('Договорились: Lumi позвонит вам');
  await expect(card.getByRole('status')).toContainText(`${String(from).padStart(2, '0')}:00`);
  expect(voice.agent.phoneCalls.length).toBe(rung);
});

test("Lumi's line is on the contacts page and in the footer as a tel: link, with the hours it answers", async ({ page }) => {
  test.skip(!LUMI_LINE, 'No line is configured: the pages show none (the shell unit test holds that)');
  await page.goto(`${voice.twin.url}/ua/contacts`);
  const links = page.locator(`a[href="tel:${LUMI_LINE!.number}"]`);
  await expect(links).toHaveCount(2);
  await expect(page.locator('main')).toContainText('Зателефонуйте Lumi');
  await expect(page.locator('footer')).toContainText('відповідає вдень і вночі');
});
