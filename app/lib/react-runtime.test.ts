/**
 * The storefront runs on React itself, as the shop's owner asked (docs/how-a-page-loads.md): `react` and `react-dom`
 * are React's own packages, not an alias of another library under their names.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

function packageJson(name: string): { name: string; version: string } {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { name: string; version: string };
}

describe('the React runtime', () => {
  it('resolves react and react-dom to React 19 packages of the same version', () => {
    const react = packageJson('react');
    const reactDom = packageJson('react-dom');
    expect(react.name).toBe('react');
    expect(reactDom.name).toBe('react-dom');
    expect(react.version).toMatch(/^19\./);
    expect(reactDom.version).toBe(react.version);
  });

  it('runs the code of those packages, not a stand-in', () => {
    const react = packageJson('react');
    expect(reactVersion).toBe(react.version);
    expect(reactDomVersion).toBe(react.version);
    expect(require.resolve('react-dom/client')).toMatch(/node_modules\/react-dom\/client\.js$/);
  });
});
