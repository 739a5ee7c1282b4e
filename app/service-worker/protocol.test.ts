import { describe, expect, it } from 'vitest';
import { isKeepablePath } from './protocol';

describe('which pages the service worker may keep', () => {
  it("keeps the shopper's pages", () => {
    for (const path of ['/', '/products', '/product/7', '/orders', '/order/9', '/checkout', '/login', '/_root.data']) {
      expect(isKeepablePath(path), path).toBe(true);
    }
  });

  it('never keeps the back office, reset links or crawler files, however the path is written', () => {
    for (const path of [
      '/admin',
      '/admin.data',
      '/admin/orders',
      '/Admin/orders',
      '/ADMIN/customers/5.data',
      '/%61dmin/customers/5',
      '//admin/orders',
      '/reset-password/abc',
      '/Reset-Password/abc',
      '/api/cart',
      '/uploads/catalog/p.webp',
      '/sitemap.xml',
      '/sitemaps/products-1.xml',
      '/robots.txt',
      '/%E0%A4%A',
    ]) {
      expect(isKeepablePath(path), path).toBe(false);
    }
  });
});
