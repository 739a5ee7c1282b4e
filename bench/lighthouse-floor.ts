/**
 * The floor of a Lighthouse batch (ADR 0045): what this host and browser charge a page that does almost nothing.
 *
 * The page is bench/floor-page: a grid of 24 cards, server-rendered with react-dom/server and hydrated with
 * hydrateRoot, both React's (as the shop's), bundled here by esbuild and served by this process on a port of its
 * own. Issue 15's own reference was "a minimal React page on the same machine and settings"; measured in every batch
 * with the same settings as the shop's pages, its blocking time says whether a page of short tasks blocks on this host,
 * and its main-thread work how slowly the host ran (TBT alone cannot: it counts only what a task runs beyond 50 ms).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { FloorPage } from './floor-page/page';

export interface FloorPageServer {
  url: string;
  /** The page's one script, gzip level 9 (as the shop's first-load JavaScript is counted). */
  scriptGzipBytes: number;
  close: () => Promise<void>;
}

export async function startFloorPage(): Promise<FloorPageServer> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'floor-page/client.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const script = bundle.outputFiles[0]!.contents;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="description" content="The floor page of a Lighthouse batch.">',
    '<title>Floor page</title><script type="module" src="/client.js"></script></head>',
    `<body><div id="root">${renderToString(createElement(FloorPage))}</div></body></html>`,
  ].join('');

  const server = createServer((req, res) => {
    if (req.url === '/client.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(script);
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(html);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    scriptGzipBytes: gzipSync(script, { level: 9 }).length,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
