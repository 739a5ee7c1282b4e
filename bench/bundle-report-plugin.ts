/**
 * A Vite plugin that writes what each client chunk holds to `<build>/client-bundle-report.json`, for
 * `npm run bundle-report` (bench/bundle-report.ts). vite.config.ts adds it only when BUNDLE_REPORT is set, so a
 * normal build is unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export type ChunkReport = {
  file: string;
  /** Rendered bytes and gzip (level 9) bytes of the whole chunk. */
  bytes: number;
  gzipBytes: number;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports at once (they load with it) and only when asked. */
  imports: string[];
  dynamicImports: string[];
  /** Each source module's rendered bytes in this chunk (after tree shaking and minifying). */
  modules: { id: string; bytes: number }[];
};

export function bundleReport(outFile: string): Plugin {
  return {
    name: 'shop-bundle-report',
    apply: 'build',
    // Last, as the files are written (after the compile hint of vite.config.ts).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The server build has its own pass; only the browser's chunks matter here.
        if (this.environment?.name !== 'client') return;
        const chunks: ChunkReport[] = [];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.push({
            file: output.fileName,
            bytes: Buffer.byteLength(output.code),
            gzipBytes: gzipSync(output.code, { level: 9 }).length,
            isEntry: output.isEntry,
            isDynamicEntry: output.isDynamicEntry,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            modules: Object.entries(output.modules)
              .map(([id, info]) => ({ id, bytes: info.renderedLength }))
              .filter((m) => m.bytes > 0)
              .sort((a, b) => b.bytes - a.bytes),
          });
        }
        fs.mkdirSync(path.dirname(outFile), { recursive: true });
        fs.writeFileSync(outFile, JSON.stringify(chunks, null, 1));
      },
    },
  };
}
