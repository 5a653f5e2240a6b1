import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's browser build, injected into the page. */
const AXE_SOURCE = axe.source;

/** The WCAG levels checked: 2.0, 2.1 and 2.2, A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core violations of the page as it is now (rule, help text and elements). axe is injected
 * once per document and asked for violations only, ten times faster than `AxeBuilder` on a loaded
 * machine: the accessibility suite checks every route at two widths in two languages. react-aria's
 * off-screen live announcer is left out: its entries label themselves by the id of what they
 * announce (a toast, a selection) and outlive it by seconds, so a snapshot can catch one pointing at
 * nothing. It is the library's announcement channel, not the page's content.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const results = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    );
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join(' | ')}`,
    );
  }, WCAG_TAGS);
}

/**
 * Runs axe-core on the page as it is now and fails with each violation's rule, help text and
 * elements when there is any. Call it once the page shows what is checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}
