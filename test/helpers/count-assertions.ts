/**
 * Setup file of every Vitest project: with COUNT_ASSERTIONS_FILE set, appends one line per finished test (project,
 * file, title, assertions made) to that file, for `npm run test:counts` (bench/test-counts.ts). Without it, nothing.
 * It counts what ran, so a test moved to run once instead of twice, or split, shows in the figures.
 */
import fs from 'node:fs';
import { afterEach, expect } from 'vitest';

const file = process.env.COUNT_ASSERTIONS_FILE;
if (file) {
  afterEach((context) => {
    const line = {
      project: context.task.file.projectName ?? '',
      file: context.task.file.name,
      test: context.task.name,
      assertions: expect.getState().assertionCalls,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
