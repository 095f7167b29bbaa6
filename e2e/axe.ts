import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
