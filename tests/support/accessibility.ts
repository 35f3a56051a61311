import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe finds no violation in what `selector` matches and what is inside it, once its entrances have
 * played. Axe reads colours as painted: a panel caught in its fade-in (the voice panel's, 250 ms)
 * has too little contrast for that moment, which no visitor reads; animations that never end (a
 * spinner, the speaking orb) are not waited for.
 */
export async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  await whenEntrancesPlayed(page, selector);
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function whenEntrancesPlayed(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluateAll((roots) =>
    Promise.all(
      roots
        .flatMap((root) => root.getAnimations({ subtree: true }))
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        // A cancelled animation rejects `finished`; it has nothing left to play.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
