/**
 * What the Hindi journey needs (issue 39): the Hindi catalog's texts by id, read from the PO files the server
 * compiles (app/i18n/catalogs/hi), and a look for English left on a page once the texts a shopper may see in
 * English (product and shop data, names) are set aside.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import PO from 'pofile';

const catalogDir = path.resolve('app/i18n/catalogs/hi');
const hindiMessages = new Map(
  fs
    .readdirSync(catalogDir)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => PO.parse(fs.readFileSync(path.join(catalogDir, file), 'utf8')).items)
    .map((item) => [item.msgid, item.msgstr[0] ?? ''] as const),
);

/** The Hindi text of a catalog id (as written: a message with values keeps its `{value}` marks). */
export function hindi(id: string): string {
  const text = hindiMessages.get(id);
  if (!text) throw new Error(`no Hindi message ${id}`);
  return text;
}

/**
 * Latin words that read the same in a Hindi shop: names (the shop's, the other language's on the switch, the PIN
 * code data's source and licence), and the abbreviations Indian shops print in Latin letters.
 */
const sameInBoth = [
  'Shop',
  'English',
  'GeoNames',
  'CC',
  'BY',
  'MRP',
  'COD',
  'GST',
  'UPI',
  'IFSC',
  'AWB',
  'PIN',
  'AM',
  'PM',
  'OK',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholePiece = (piece: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(piece)}(?![\\p{L}\\p{N}])`, 'gu');

/**
 * The words of Latin script the page shows (its visible text, its images' alt texts and its controls' names) once
 * `data` (product titles, brands, names: what the shop's staff and shoppers wrote) is taken out, with the text
 * around each: a Hindi page should show none.
 */
export async function englishOnPage(page: Page, data: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const seen: string[] = [document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], img[alt], input[placeholder]')) {
      if ((element as HTMLElement).closest('[hidden], [aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'alt', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value) seen.push(value);
      }
    }
    return seen;
  });
  // Compared without case: a page may show data in capitals by its styles (a brand over a title).
  const known = [...new Set(data.map((d) => d.toLowerCase()).filter((d) => d.trim().length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  const allowed = new Set(sameInBoth.map((word) => word.toLowerCase()));
  const found: string[] = [];
  for (const shown of texts) {
    let text = shown.toLowerCase();
    // Whole pieces only: a short one ("Mi", a brand) must not cut a word ("Milk") in two.
    for (const piece of known) text = text.replace(wholePiece(piece), ' ');
    for (const line of text.split('\n')) {
      const words = line.match(/[A-Za-z][A-Za-z'’]+/g) ?? [];
      const english = words.filter((word) => !allowed.has(word));
      if (english.length > 0) found.push(`${english.join(' ')}  ‹${line.trim().slice(0, 120)}›`);
    }
  }
  return [...new Set(found)];
}
