import { expect, test, waitForPage, wantEveryIsland, type PageProblems } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The content remote's pages in Polish (issue 63): the case library and its filters, a Polish
 * client's case, an article and the team, each in Polish from its heading to its last label, with no
 * word of another alphabet and none of the English or Russian interface left behind.
 */
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Interface words the other languages' catalogues use, which a Polish page must not show. */
const FOREIGN_LABELS = /\b(?:Showing|Industry|Category|All case studies|Read next|Responsible for|Expertise|min read)\b/;

const noProblems = (problems: PageProblems) => expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);

async function mainText(page: Page): Promise<string> {
  return page.locator('main').innerText();
}

async function expectPolish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const text = await mainText(page);
  expect(text.match(CYRILLIC), 'a Cyrillic letter on a Polish page').toBeNull();
  expect(text.match(FOREIGN_LABELS), 'an English label on a Polish page').toBeNull();
}

async function visibleCards(page: Page): Promise<string[]> {
  return page.locator('.ct-cards > li:visible h2 a, .ct-cards > li:visible h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('the content pages in Polish', () => {
  test('/pl/cases lists the eight cases and filters them with Polish labels and counts', async ({ page, problems }) => {
    await page.goto('/pl/cases');
    await waitForPage(page);
    await wantEveryIsland(page);
    await expect(page.locator('h1')).toHaveText('Wdrożenia');
    const cards = await visibleCards(page);
    expect(cards).toHaveLength(8);
    for (const href of cards) expect(href).toMatch(/^\/pl\/cases\/[a-z0-9-]+$/);
    await expectPolish(page);

    await page.getByRole('group', { name: 'Branża' }).getByRole('radio', { name: 'Medycyna' }).check();
    await expect(page).toHaveURL(/\/pl\/cases\?industry=healthcare$/);
    await expect.poll(() => visibleCards(page)).toEqual(['/pl/cases/medical-center-ukraine']);
    await expect(page.locator('.ct-count')).toHaveText(/^Wyświetlono\s1\sz\s8$/, { useInnerText: true });
    await page.getByRole('group', { name: 'Produkt' }).getByRole('radio', { name: 'AgentLab AI' }).check();
    await expect(page.locator('.ct-empty')).toContainText(/Żadne\swdrożenie\snie\spasuje/);
    noProblems(problems);
  });

  test('a Polish client’s case reads in Polish, its figures and its client included', async ({ page, problems }) => {
    await page.goto('/pl/cases/auto-damage-poland');
    await waitForPage(page);
    await expect(page.locator('h1')).toContainText('Wrocławiu');
    await expect(page.locator('.ct-company')).toContainText('AutoOcena');
    await expect(page.locator('main')).toContainText(/1,6\sdnia/);
    await expect(page.locator('main')).toContainText(/Marek\sZieliński,\sdyrektor\soperacyjny/);
    await expectPolish(page);
    noProblems(problems);
  });

  test('an article gives its date and read time as a Polish reader writes them', async ({ page, problems }) => {
    await page.goto('/pl/blog/ai-sales-growth');
    await waitForPage(page);
    await expect(page.locator('.ct-article-hero time')).toHaveAttribute('datetime', '2026-05-19');
    await expect(page.locator('.ct-article-hero .ct-article-meta')).toContainText(/19\smaja\s2026/);
    await expect(page.locator('.ct-article-hero .ct-article-meta')).toContainText(/8\sminut\sczytania/);
    await expectPolish(page);
    noProblems(problems);
  });

  test('/pl/team shows the three members with their Polish roles', async ({ page, problems }) => {
    await page.goto('/pl/team');
    await waitForPage(page);
    await expect(page.locator('.ct-member')).toHaveCount(3);
    await expect(page.locator('.ct-member__position')).toHaveText([/^Założyciel\si\sprezes\szarządu\b/, /^Dyrektorka\sds\.\sAI\b/, /^Dyrektor\sds\.\swdrożeń/]);
    await expectPolish(page);
    noProblems(problems);
  });
});
