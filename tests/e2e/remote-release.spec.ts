import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTwin } from '@site/platform/twin';
import { defaultLayout } from '../../repo-layout';
import { hashDirectory, viteBuild } from '../support/builds';
import { expect, test, waitForPage } from './fixtures';

test('a remote is released without rebuilding the shell, and the page shows the new release', async ({ page }) => {
  test.setTimeout(180_000);
  const layout = defaultLayout();
  const work = mkdtempSync(join(tmpdir(), 'remote-release-'));
  const release = `release-${Date.now()}`;
  try {
    const shellBefore = hashDirectory(layout.shellDir);
    viteBuild('mfe-products', join(work, 'products'), { BUILD_ID: release });
    // Rebuilt beside its deployed build (same depth, so source-map paths match): the shell's output
    // does not depend on any remote's build.
    const shellAgain = join(layout.shellDir, '..', '.release-check');
    try {
      viteBuild('shell', shellAgain);
      expect(hashDirectory(shellAgain)).toBe(shellBefore);
    } finally {
      rmSync(shellAgain, { recursive: true, force: true });
    }

    // The deployed shell, unchanged, with the new products release beside it.
    const twin = await startTwin({ layout: { ...layout, remoteDirs: { ...layout.remoteDirs, products: join(work, 'products') } } });
    try {
      await page.goto(`${twin.url}/products/ai-commerce`);
      await waitForPage(page);
      await expect(page.locator('[data-mfe="products"]')).toHaveAttribute('data-build', release);
      await expect(page.locator('h1')).toHaveText('From a product photo to a paid order, with AI doing the routine');
    } finally {
      await twin.close();
    }
    expect(hashDirectory(layout.shellDir)).toBe(shellBefore);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
