/**
 * The catalogs are complete and say what the spec says (issue 39, ADR 0059): both languages hold the same ids, every
 * id the storefront's code asks for is in them and none is left over, each message compiles, a translation keeps its
 * English message's values, and the English texts the spec names are the spec's, character for character.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogSources, languageCatalog, readCatalog } from './catalogs.server';

const english = languageCatalog('en');
const hindi = languageCatalog('hi');

/** Spec texts by id, from app/i18n/spec-texts/<area>.ts. */
const specTexts: Record<string, string> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Record<string, string>>('./spec-texts/*.ts', { import: 'specTexts', eager: true })),
);

/** Every source file of the app but its tests. */
function appSources(dir = path.resolve('app')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The ids the code asks for: `t('id'` and `t("id"` calls (the only way the storefront translates, shop-i18n.tsx). */
function idsUsedInCode(): Set<string> {
  const ids = new Set<string>();
  for (const file of appSources()) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"]([\w.]+)['"]/g)) ids.add(match[1]!);
  }
  return ids;
}

/** The names of the values a message uses ({count}, {name}), in order of first use. */
function valueNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: unknown) => {
    if (!Array.isArray(compiled)) return;
    for (const part of compiled) {
      if (!Array.isArray(part)) continue;
      names.add(part[0] as string);
      for (const sub of Object.values((part[2] as Record<string, unknown>) ?? {})) walk(sub);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message catalogs (issue 39)', () => {
  it('are kept by area: the same files in both languages, each id in its area’s file and in no other', () => {
    expect([...catalogSources('hi').keys()].sort()).toEqual([...catalogSources('en').keys()].sort());
    for (const locale of ['en', 'hi'] as const) {
      let count = 0;
      for (const [area, source] of catalogSources(locale)) {
        const ids = [...readCatalog(source).keys()];
        count += ids.length;
        expect(
          ids.filter((id) => !id.startsWith(`${area}.`)),
          `${locale}/${area}.po`,
        ).toEqual([]);
      }
      expect(count, `${locale}: an id in two files`).toBe(languageCatalog(locale).size);
    }
  });

  it('hold the same ids in English and Hindi', () => {
    expect(
      [...hindi.keys()].filter((id) => !english.has(id)),
      'in Hindi only',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((id) => !hindi.has(id)),
      'missing in Hindi',
    ).toEqual([]);
  });

  it('hold every id the code asks for, and none it does not', () => {
    const used = idsUsedInCode();
    expect(used.size).toBeGreaterThan(20);
    expect(
      [...used].filter((id) => !english.has(id)),
      'used but in no catalog',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((id) => !used.has(id)),
      'in the catalogs but never used',
    ).toEqual([]);
  });

  it('compile, and each translation uses the same values as its English message', () => {
    for (const [id, text] of english) {
      expect(valueNames(hindi.get(id)!), id).toEqual(valueNames(text));
    }
  });

  it('say in English exactly what the spec says', () => {
    expect(Object.keys(specTexts).length).toBeGreaterThan(10);
    for (const [id, text] of Object.entries(specTexts)) expect(english.get(id), id).toBe(text);
  });

  it('translate every message: a Hindi message is not its English one left as it is', () => {
    const untranslated = [...english].filter(([id, text]) => hindi.get(id) === text);
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });
});
