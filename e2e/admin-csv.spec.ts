/**
 * CSV round trip (rule:admin-csv), in a real browser against the real server, at the phone and the desktop viewport:
 * staff export the products the list shows (a download), change one price in the file, import it (the check shows
 * one product to change, then "Apply import"), and the storefront's product page shows the new price at once. The
 * spec works on a product of its own, created through the API first, so parallel specs never see its price change.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { formatRupees } from '../domain/shared/money';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { createOwnProduct, signInAsStaff } from './support/staff';

test.describe('product CSV export and import', () => {
  test('export, edit one price, import: the storefront shows the new price', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsStaff(page, '/admin/products');

    // A product of this test's own, with a brand nobody else has, reusing a picture the catalog already shows.
    const brand = `Csvbrand${testInfo.project.name}${Date.now().toString(36)}`;
    const { _id: productId } = await createOwnProduct(page.request, baseURL!, 5, {
      brand,
      title: `Block-print Kurta ${brand}`,
      price: 1000,
    });

    // Export the list filtered to that brand: the link carries the filters.
    await page.goto(`/admin/products?brand=${brand}`);
    await waitForHydration(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.id)).toEqual([productId]);
    expect(rows[0]!.price).toBe('1000');

    // Edit the price, as a spreadsheet would save it.
    rows[0]!.price = '1234';
    const edited = '\uFEFF' + stringify(rows, { header: true, columns: Object.keys(rows[0]!) });

    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL('**/admin/products/import');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByLabel(/^CSV file/)
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await page.getByRole('button', { name: 'Check file' }).click();
    const check = page.getByRole('region', { name: 'What the import would do' });
    await expect(check.getByText('To change')).toBeVisible();
    await expect(check.locator('dd')).toHaveText(['0', '1', '0', '0']);
    await expectNoSeriousA11yViolations(page);
    await check.getByRole('button', { name: 'Apply import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Back to products' })).toContainText(
      'Imported: 0 products added, 1 changed, 0 unchanged.',
    );

    // The storefront shows the new price at once.
    await page.goto(`/product/${productId}`);
    await expect(page.getByTestId('product-sale-price')).toHaveText(formatRupees(1234, 1));
  });
});
