import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openInApp, scrollThroughPage } from './fixtures';

/** The rules every page and dialog is held to: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's violations on the page (or inside `include`, a CSS selector), one line each: the rule and
 * the elements it found, so a failure names what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A page of an axe group: its address and a heading that shows it has loaded. */
export interface AxePage {
  path: string;
  ready: string | RegExp;
}

/**
 * Checks several pages with axe in one browser context (a fresh load per page cost more than the
 * axe run itself): the first page is already loaded, the others open inside the app. Each is
 * scrolled through until its `ready` heading is in (route chunks and lower sections load on
 * approach); violations are soft failures, so one run names every page's problems.
 */
export async function expectNoViolationsAcross(page: Page, pages: readonly AxePage[]): Promise<void> {
  for (const [index, { path, ready }] of pages.entries()) {
    if (index > 0) {
      await openInApp(page, path);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await expect(async () => {
      await scrollThroughPage(page);
      await expect(page.getByRole('heading', { name: ready }), `${path} is loaded`).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    expect.soft(await axeViolations(page), `${path} has no violations`).toEqual([]);
  }
}
