/**
 * Marks a spec leaves on a page to tell what the server sent from what scripts built, and a move within the app from
 * a full page load.
 */
import type { Page } from '@playwright/test';

export type Marked = Element & { parsed?: boolean };

/**
 * Marks every element the HTML parser inserts (`parsed`), before any script of the page can touch it; the page's
 * scripts start only after the parser has finished. `hydratedAtParseEnd` tells whether the page had hydrated by then.
 */
export async function markParsedElements(page: Page) {
  await page.addInitScript(() => {
    const mark = (records: MutationRecord[]) =>
      records.forEach((record) =>
        record.addedNodes.forEach((node) => {
          if (node instanceof Element) (node as Marked).parsed = true;
        }),
      );
    const observer = new MutationObserver(mark);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      mark(observer.takeRecords());
      observer.disconnect();
      (window as Window & { hydratedAtParseEnd?: boolean }).hydratedAtParseEnd =
        document.documentElement.dataset.hydrated === 'true';
    });
  });
}

/** Leaves a mark on the page's window: `sameWindow` then tells whether a move kept the window (a move within the app). */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as Window & { stayed?: boolean }).stayed = true));
}

export function sameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { stayed?: boolean }).stayed === true);
}

/**
 * The scripts a page's HTML preloads only after its first paint (app/lib/scripts-after-first-paint.server.ts), in the
 * order the HTML lists them: the first argument of the inline script that starts them.
 */
export function preloadsAfterFirstPaint(html: string): string[] {
  const list = /\}\)\((\["\/assets\/[^\]]*\])/.exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

/**
 * Records every change to the page's text after the HTML parser has finished: a text node rewritten, added or removed.
 * Hydration should change none: a change means the browser rendered other text than the server sent (a hydration
 * mismatch, which React mends by rendering again), a style and layout pass the shopper waits for (docs/how-a-page-loads.md).
 * `textRewrites` reads the record.
 */
export async function recordTextRewrites(page: Page) {
  await page.addInitScript(() => {
    const rewrites: string[] = [];
    (window as Window & { textRewrites?: string[] }).textRewrites = rewrites;
    const where = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return element ? `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">` : '?';
    };
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') {
            // React marks a Suspense boundary with comments (`<!--$~-->` while its content streams); they are not text.
            if (record.target.nodeType !== Node.TEXT_NODE) continue;
            if (record.target.parentElement?.tagName === 'STYLE') continue;
            rewrites.push(`"${record.oldValue}" became "${record.target.textContent}" in ${where(record.target)}`);
          } else {
            for (const node of record.addedNodes)
              if (node.nodeType === Node.TEXT_NODE)
                rewrites.push(`"${node.textContent}" added in ${where(record.target)}`);
            for (const node of record.removedNodes)
              if (node.nodeType === Node.TEXT_NODE)
                rewrites.push(`"${node.textContent}" removed in ${where(record.target)}`);
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
    });
  });
}

export function textRewrites(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { textRewrites?: string[] }).textRewrites ?? ['no record']);
}
