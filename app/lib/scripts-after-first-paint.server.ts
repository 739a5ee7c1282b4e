/**
 * The page's scripts start after its first paint (docs/how-a-page-loads.md). The server-rendered HTML is the whole
 * first paint; the scripts (about 130 kB) are needed to hydrate it, not to read it. Left as React Router writes them,
 * the browser's preload scanner fetches every module preload at once with the HTML, and on a slow phone connection
 * they share the line with the stylesheet and the hero image: measured on this shop, the home page's largest paint
 * came 0.6-0.9 s later (ADR 0049).
 *
 * This is the one place that reaches into React Router's markup, and it relies on exactly two things, which
 * `scripts-after-first-paint.test.tsx` checks against React Router's own `<Scripts>`:
 * - each module preload is a `<link rel="modulepreload" href="...">` (React hoists them into the head);
 * - the router's start is one inline `<script ... type="module" async="">`, which imports the route modules and the
 *   client entry.
 * The preloads are taken out, and the module script becomes a classic inline script (with the same nonce) that waits
 * for the first frame, then adds the preloads (fetched in parallel, as before) and the module script itself. When
 * either is not found, the page is left exactly as React Router wrote it.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** The end of the module script's opening tag, as React writes it. */
const moduleScriptAttributes = ' type="module" async="">';
const moduleScript = new RegExp(`<script( nonce="[^"]*")?${moduleScriptAttributes}([\\s\\S]*?)</script>`);

/** A string literal that is safe inside an inline `<script>`: no `<` can close the element or open a comment. */
function inlineScriptString(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * Runs in the browser as the inline script, so it refers to nothing outside itself. A classic script waits for the
 * stylesheets before it, so it runs once they have loaded; the frame it asks for is the first paint. A tab opened in
 * the background draws no frame, so a timer starts the scripts there.
 */
function startScriptsAfterFirstPaint(preloads: string[], moduleSource: string): void {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.nonce = nonce;
    module.textContent = moduleSource;
    document.body.appendChild(module);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1_000);
}

/** The browser's copy of `startScriptsAfterFirstPaint`, written out once per process rather than once per page. */
const startCall = `(${startScriptsAfterFirstPaint.toString()})`;

/**
 * The page's HTML (up to and including React Router's module script) with its scripts held until the first paint;
 * unchanged when React Router's markup is not what this relies on.
 */
export function holdScriptsUntilFirstPaint(html: string): string {
  const found = moduleScript.exec(html);
  if (!found) return html;
  const [, nonceAttribute = '', moduleSource] = found;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const start = `<script${nonceAttribute}>${startCall}(${inlineScriptString(preloads)},${inlineScriptString(moduleSource)})</script>`;
  const before = html.slice(0, found.index).replace(modulePreload, '');
  return before + start + html.slice(found.index + found[0].length);
}

/**
 * The same over the streamed page: the text is held until React Router's module script has gone by (it ends the
 * shell, which React sends at once), rewritten, and the rest streams through as it comes.
 */
export function holdScriptsUntilFirstPaintStream(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = '';
  let searchFrom = 0;
  let passing = false;
  return new TransformStream({
    transform(chunk, controller) {
      const text = decoder.decode(chunk, { stream: true });
      if (passing) {
        controller.enqueue(encoder.encode(text));
        return;
      }
      held += text;
      // Each chunk is searched from where the last search stopped (less a tag the cut may have split), not the whole
      // text again: the shell comes in some fifty chunks.
      const start = held.indexOf(moduleScriptAttributes, searchFrom);
      if (start < 0) {
        searchFrom = Math.max(0, held.length - moduleScriptAttributes.length);
        return;
      }
      const close = held.indexOf('</script>', start);
      if (close < 0) {
        searchFrom = start;
        return;
      }
      const end = close + '</script>'.length;
      controller.enqueue(encoder.encode(holdScriptsUntilFirstPaint(held.slice(0, end)) + held.slice(end)));
      held = '';
      passing = true;
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(passing ? rest : holdScriptsUntilFirstPaint(rest)));
    },
  });
}
