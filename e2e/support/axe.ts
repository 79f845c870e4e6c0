import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe-core with the WCAG 2.2 AA tags and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The nodes axe could not decide `color-contrast` for ("needs review": text over a gradient or an
 * image, under opacity, overlapped…), each as "selector: why". Empty when every text's contrast
 * was measured.
 */
export async function colorContrastNeedsReview(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(['color-contrast']);
  if (include) builder = builder.include(include);
  const { incomplete } = await builder.analyze();
  return incomplete.flatMap((result) => result.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`));
}
