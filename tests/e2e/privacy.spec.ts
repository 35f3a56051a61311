import { expect, test, waitForPage } from './fixtures';

/** What the privacy page must say of each place that keeps a person's data, and of erasure, in each language. */
const PAGES = [
  {
    url: '/privacy',
    erasure: 'How to have your data erased',
    promises: ['365 days', '35 days', 'Telegram chat', '15 minutes', 'masked', 'IP address', 'less than 48 hours old', 'within 30 days'],
  },
  {
    url: '/ru/privacy',
    erasure: 'Как удалить ваши данные',
    promises: ['365 дней', '35 дней', 'Telegram-чате', '15 минут', 'скрытом виде', 'IP-адрес', 'не более 48 часов назад', 'в течение 30 дней'],
  },
  {
    url: '/ua/privacy',
    erasure: 'Як видалити ваші дані',
    promises: ['365 днів', '35 днів', 'Telegram-чаті', '15 хвилин', 'прихованому вигляді', 'IP-адресу', 'не більше ніж 48 годин тому', 'протягом 30 днів'],
  },
];

test.describe('the privacy page', () => {
  for (const { url, erasure, promises } of PAGES) {
    test(`${url} lists each store of personal data with how long it keeps it, and how to ask for erasure`, async ({ page, problems }) => {
      await page.goto(url);
      await waitForPage(page);
      await expect(page.locator('#privacy-retention ~ ul li')).toHaveCount(5);
      await expect(page.locator('#privacy-erasure')).toHaveText(erasure);
      // Russian and Ukrainian are set with non-breaking spaces (npm run typography).
      const text = (await page.locator('.sh-prose').innerText()).replaceAll('\u00a0', ' ');
      for (const promise of promises) expect(text).toContain(promise);
      expect(text).toContain('privacy@synthra.ai');
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
