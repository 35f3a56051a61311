import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { TABLES } from '@site/lambdas/tables';
import { COMPANY, DATA_POLICY } from '@site/model';
import { Knowledge, REPLIES } from '@site/platform/voice-agent';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, noticeAlreadyGiven, test, waitForPage } from './fixtures';
import { expectNoAxeViolations } from '../support/accessibility';

/**
 * The agent shows the visitor what it talks about: asked in a typed conversation for a case from
 * healthcare, the simulated agent calls `open_page`, the widget opens the case's page in the app and
 * the conversation goes on there; the reply streams in and names the page, which is a link. A page the visitor then goes to by themselves is told to the
 * agent (a contextual update with its title and path). A conversation that ended is rated: the
 * rate reaches ElevenLabs' feedback and, with the comment, the site's record of the call.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
test.beforeEach(({ page }) => noticeAlreadyGiven(page));

const SHOTS = '/work/coord/agent-shots';

let voice: VoiceTwin;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
});

/** Sends a typed message from the open panel's field. */
async function write(page: Page, text: string): Promise<void> {
  await page.locator('.vc-composer__field').fill(text);
  await page.keyboard.press('Enter');
}

const CASES = [
  {
    width: 1440,
    height: 900,
    start: '/products/mediflow-ai',
    language: 'en',
    ask: 'Can you show me a case from healthcare?',
    prefix: '',
    question: 'Who is the company behind the site?',
    answer: COMPANY.legalName,
  },
  {
    width: 375,
    height: 740,
    start: '/ua/products/mediflow-ai',
    language: 'uk',
    ask: 'Покажіть, будь ласка, кейс із медицини',
    prefix: '/ua',
    question: 'Де зберігаються мої дані?',
    answer: DATA_POLICY.region,
  },
] as const;

for (const c of CASES) {
  test(`at ${c.width} px on ${c.start}, asked for a healthcare case, the agent opens it and the typed conversation goes on there`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    const { twin, agent } = voice;
    await page.setViewportSize({ width: c.width, height: c.height });
    await page.goto(`${twin.url}${c.start}`);
    await waitForPage(page);
    await page.locator('.vc-write-launcher').click();
    const widget = page.locator('.vc-widget');
    const log = widget.getByRole('log');
    await expect(log.locator('.vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
    // The greeting streams in too: whole before the reply's parts are watched.
    await expect(log.locator('[data-partial]')).toHaveCount(0);
    const conversationId = (await widget.getAttribute('data-conversation-id'))!;

    // The reply streams in: shown while it is still being written (busy for screen readers), growing, then whole.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as { __partials?: string[] }).__partials = seen;
      new MutationObserver(() => {
        for (const entry of document.querySelectorAll('.vc-transcript__entry--agent[data-partial][aria-busy="true"]')) {
          const text = entry.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await write(page, c.ask);
    const casePath = `${c.prefix}/cases/medical-center-ukraine`;
    await expect(page).toHaveURL(`${twin.url}${casePath}`);
    // Opened by the page's title, as the knowledge base names it.
    const caseTitle = Knowledge.read()
      .sections(c.language)
      .find((section) => section.page?.slug === 'medical-center-ukraine')!.page!.title;
    await expect(log).toContainText(REPLIES[c.language].opened(caseTitle), { timeout: 15_000 });
    await expect(log.locator('[data-partial]')).toHaveCount(0);
    const partials = await page.evaluate(() => (window as { __partials?: string[] }).__partials ?? []);
    const whole = (await log.locator('.vc-transcript__entry--agent').last().textContent())!;
    expect(partials.length, partials.join(' | ')).toBeGreaterThan(3);
    for (const partial of partials) expect(whole.startsWith(partial), partial).toBe(true);

    // The same conversation, on the case's page, rendered in the app.
    await expect(page.locator('main h1')).toBeVisible();
    await expect(widget).toHaveAttribute('data-phase', 'connected');
    await expect(widget).toHaveAttribute('data-conversation-id', conversationId);
    const held = agent.conversations.find((conversation) => conversation.id === conversationId)!;
    expect(held.toolResults).toEqual([expect.objectContaining({ is_error: false, result: expect.stringContaining(casePath) })]);

    // The page is named by its title, as a person says it (issue 59 §4), and opened by the tool: no raw path in the reply.
    await expect(log.getByRole('link')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/open-page-${c.language}-${c.width}.png` });
    await expectNoAxeViolations(page, '.vc-widget');

    // The conversation goes on.
    await write(page, c.question);
    await expect(log).toContainText(c.answer, { timeout: 15_000 });

    // The visitor goes back by themselves: the agent is told where they are, the page's title and path.
    expect(held.contextualUpdates).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(`${twin.url}${c.start}`);
    await expect(widget).toHaveAttribute('data-phase', 'connected');
    await expect.poll(() => held.contextualUpdates.length, { timeout: 10_000 }).toBe(1);
    const title = await page.title();
    expect(held.contextualUpdates[0]).toBe(
      `The visitor moved to another page of the site by themselves. Page title: "${title}". Path: ${c.start}. They are looking at this page now.`,
    );
    await page.locator('.vc-panel__end').click();
    await expect(widget).toHaveAttribute('data-phase', 'idle');
    expect(problems.pageErrors).toEqual([]);
  });
}

const RATINGS = [
  {
    width: 375,
    height: 740,
    path: '/ru/',
    language: 'ru',
    end: 'Завершить',
    bad: 'Плохо',
    comment: 'Хотите что-то добавить? (необязательно)',
    send: 'Отправить оценку',
    thanks: 'Спасибо! Оценка отправлена.',
  },
  {
    width: 1440,
    height: 900,
    path: '/',
    language: 'en',
    end: 'End',
    bad: 'Not good',
    comment: 'Anything to add? (optional)',
    send: 'Send rating',
    thanks: 'Thank you! Your rating is sent.',
  },
] as const;

for (const c of RATINGS) {
  test(`at ${c.width} px on ${c.path}, an ended conversation is rated: the rate reaches ElevenLabs and the call's record, with the comment`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(60_000);
    const { twin, agent } = voice;
    await page.setViewportSize({ width: c.width, height: c.height });
    await page.goto(`${twin.url}${c.path}`);
    await waitForPage(page);
    await page.locator('.vc-write-launcher').click();
    const widget = page.locator('.vc-widget');
    await expect(widget.locator('.vc-transcript__entry--agent')).toHaveCount(1, { timeout: 20_000 });
    const conversationId = (await widget.getAttribute('data-conversation-id'))!;
    await write(page, c.language === 'en' ? 'How long does a launch take?' : 'Сколько времени займёт запуск?');
    await expect(widget.locator('.vc-transcript__entry--agent')).toHaveCount(2, { timeout: 15_000 });
    // End stays a plain secondary button.
    const end = widget.getByRole('button', { name: c.end, exact: true });
    await expect(end).toHaveClass(/ui-button--secondary/);
    await end.click();

    const rating = widget.getByRole('form');
    await rating.getByRole('button', { name: c.bad }).click();
    await expect(rating.getByRole('button', { name: c.bad })).toHaveAttribute('aria-pressed', 'true');
    await rating.getByRole('textbox', { name: c.comment }).fill('Slow to answer, but polite.');
    await page.screenshot({ path: `${SHOTS}/rating-${c.language}-${c.width}.png` });
    await expectNoAxeViolations(page, '.vc-widget');
    await rating.getByRole('button', { name: c.send }).click();
    await expect(widget.getByText(c.thanks)).toBeVisible();

    expect(agent.feedback).toContainEqual({ conversationId, feedback: 'dislike' });
    // On the call's record, whether the post-call webhook came before the rate or after it.
    await expect
      .poll(async () => (await voice.db.send(new GetCommand({ TableName: TABLES.voiceCalls.name, Key: { conversationId } }))).Item, { timeout: 15_000 })
      .toMatchObject({ source: 'webhook', feedback: { rating: 'dislike', comment: 'Slow to answer, but polite.' } });
    expect(problems.pageErrors).toEqual([]);
  });
}
