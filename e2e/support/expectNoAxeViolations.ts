import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG levels checked: 2.0, 2.1 and 2.2, A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails with each violation's rule, help text and
 * elements when there is any. Call it once the page shows what is checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // react-aria's off-screen live announcer: its entries label themselves by the id of what they
    // announce (a toast, a selection) and outlive it by seconds, so a snapshot can catch one
    // pointing at nothing. It is the library's announcement channel, not the page's content.
    .exclude('[data-live-announcer]')
    .analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
