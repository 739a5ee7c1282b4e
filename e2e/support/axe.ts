import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe for the page as it stands, with the WCAG 2.1 A and AA rules. Legacy mode runs axe in the page itself: the
 * default mode finishes every analysis in a new blank tab, and one such tab once never answered in a fresh-clone CI
 * run (a 120 s timeout inside finishRun). Our pages hold no cross-origin frames, the one thing legacy mode skips.
 */
function axeOn(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
}

/**
 * Waits for the page's finite animations to end (a toast sliding in or fading out, a drawer opening): mid-way, an
 * element's colours are blends that no shopper reads, and axe would judge their contrast. Endless ones (a spinner)
 * are left running.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The accessibility bar: no serious or critical axe violation on the page as it stands, once it is still; in
 * the parts `include` names (CSS selectors), when given, else the whole page.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string[]) {
  await settleAnimations(page);
  const axe = axeOn(page);
  const results = await (include ? axe.include(include) : axe).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious).toEqual([]);
}
