/**
 * Issue 15: pages, JSON, scripts and styles reach a phone compressed with Brotli when it accepts Brotli (gzip
 * otherwise), and hashed assets are kept a year. Raw bytes over node:http, since Playwright's own client unpacks
 * what it receives.
 */
import http from 'node:http';
import zlib from 'node:zlib';
// Headers and bytes only: no page is opened, so the plain `test` (the shared fixtures would start a browser).
import { expect, test } from '@playwright/test';
import { preloadsAfterFirstPaint } from './support/page-marks';

function getRaw(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * What two answers for one address share, while other specs change the catalog beside this one: every byte for an
 * asset; for JSON, its envelope and the page's size; for a page, which streams its slower parts as they are ready and
 * carries its own CSP nonce, the whole document with its title.
 */
function sameAnswer(path: string, text: string): string {
  if (path.startsWith('/assets/')) return text;
  if (path.startsWith('/api/')) {
    const json = JSON.parse(text) as { success: boolean; message: string; data: { products: unknown[] } };
    return `${json.success} ${json.message} ${Object.keys(json.data).sort().join(',')} ${json.data.products.length}`;
  }
  const title = /<title>[^<]*<\/title>/.exec(text)?.[0] ?? 'no title';
  return `${text.trimStart().slice(0, 15)} ${title} ${text.trimEnd().endsWith('</html>') ? 'whole' : 'cut short'}`;
}

test('pages, JSON, scripts and styles come with Brotli, or gzip, and say so @desktop-only', async ({ baseURL }) => {
  const home = await getRaw(`${baseURL}/`, 'identity');
  const html = home.body.toString('utf8');
  // The page's modules, held until its first paint (preloadsAfterFirstPaint): the first is a script to fetch.
  const script = preloadsAfterFirstPaint(html)[0];
  const style = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html);
  expect(script, 'a script in the home page').toBeDefined();
  expect(style, 'a stylesheet in the home page').not.toBeNull();

  for (const path of ['/', '/products', '/api/product?limit=20', script!, style![1]!]) {
    const plain = await getRaw(`${baseURL}${path}`, 'identity');
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    const brotli = await getRaw(`${baseURL}${path}`, 'br, gzip');
    expect(brotli.headers['content-encoding'], path).toBe('br');
    expect(brotli.headers.vary, path).toMatch(/accept-encoding/i);
    const unpacked = zlib.brotliDecompressSync(brotli.body).toString('utf8');
    expect(sameAnswer(path, unpacked), path).toBe(sameAnswer(path, plain.body.toString('utf8')));
    expect(brotli.body.length, path).toBeLessThan(plain.body.length);

    const gzip = await getRaw(`${baseURL}${path}`, 'gzip');
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(sameAnswer(path, zlib.gunzipSync(gzip.body).toString('utf8')), path).toBe(
      sameAnswer(path, plain.body.toString('utf8')),
    );
    if (path.startsWith('/assets/')) {
      expect(brotli.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
  }
});
