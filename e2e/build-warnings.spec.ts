/**
 * Issue 34: the storefront's build prints no warning we could fix. Read from what the build this run serves printed
 * (e2e/support/start-server.ts keeps it), so no second build is paid for; the warnings of dependencies that this
 * repository cannot fix are listed, with why, in e2e/support/build-warnings.ts (ADR 0050).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unexpectedBuildWarnings } from './support/build-warnings';

const outputFile = path.resolve('e2e/.run', process.env.E2E_PORT!, 'build-output.json');

test('the storefront build prints no warning of ours @desktop-only', () => {
  const output = JSON.parse(fs.readFileSync(outputFile, 'utf8')) as { stdout: string; stderr: string };
  // The output is there to be read: the build listed what it wrote.
  expect(output.stdout).toMatch(/building client environment/);
  expect(unexpectedBuildWarnings(output)).toEqual([]);
});
