import { describe, expect, it } from 'vitest';
import { imageCopyUrl, pictureCopy, pictureSrcSet, seededImageKindOf } from './image-variants';

describe('seeded pictures and their smaller copies (rule:fast-pages)', () => {
  it('knows each kind of seeded picture by its URL', () => {
    expect(seededImageKindOf('/uploads/catalog/p-1f455-v0-h20.webp')).toBe('product');
    expect(seededImageKindOf('/uploads/catalog/cat-1f457_1f45c-v0-h24.webp')).toBe('category');
    expect(seededImageKindOf('/uploads/catalog/avatar-1f469-v1-h200.webp')).toBe('avatar');
    expect(seededImageKindOf('/uploads/catalog/banner-d-1f6cd-fe0f_1fa94-v1-h336.webp')).toBe('banner-desktop');
    expect(seededImageKindOf('/uploads/catalog/banner-m-1f4f1_1f3a7_231a-v1-h216.webp')).toBe('banner-mobile');
  });

  it('knows an upload, and leaves alone what has one size: a copy, another site, nothing', () => {
    const upload = '/uploads/user/0123456789abcdef0123456789abcdef.webp';
    expect(seededImageKindOf(upload)).toBeNull();
    expect(pictureSrcSet(upload)).toBe(
      '/uploads/user/0123456789abcdef0123456789abcdef-w80.webp 80w, /uploads/user/0123456789abcdef0123456789abcdef-w160.webp 160w, /uploads/user/0123456789abcdef0123456789abcdef-w400.webp 400w, /uploads/user/0123456789abcdef0123456789abcdef.webp 1024w',
    );
    expect(pictureCopy(upload, 400)).toBe('/uploads/user/0123456789abcdef0123456789abcdef-w400.webp');
    for (const url of [
      '/uploads/catalog/p-1f455-v0-h20-w400.webp',
      '/uploads/user/0123456789abcdef0123456789abcdef-w400.webp',
      'https://cdn.example.com/uploads/catalog/p-1f455-v0-h20.webp',
      '/uploads/catalog/banner-x-1f455-v0-h20.webp',
      undefined,
    ]) {
      expect(seededImageKindOf(url), url).toBeNull();
      expect(pictureSrcSet(url), url).toBeUndefined();
      expect(pictureCopy(url, 400), url).toBe(url);
    }
  });

  it('offers the copies narrowest first, then the picture, each with its width', () => {
    expect(imageCopyUrl('/uploads/catalog/cat-1f457-v0-h24.webp', 200)).toBe(
      '/uploads/catalog/cat-1f457-v0-h24-w200.webp',
    );
    expect(pictureSrcSet('/uploads/catalog/banner-m-1f4f1-v1-h216.webp')).toBe(
      '/uploads/catalog/banner-m-1f4f1-v1-h216-w400.webp 400w, /uploads/catalog/banner-m-1f4f1-v1-h216-w700.webp 700w, /uploads/catalog/banner-m-1f4f1-v1-h216.webp 800w',
    );
    expect(pictureSrcSet('/uploads/catalog/p-1f455-v0-h20.webp')).toBe(
      '/uploads/catalog/p-1f455-v0-h20-w160.webp 160w, /uploads/catalog/p-1f455-v0-h20-w400.webp 400w, /uploads/catalog/p-1f455-v0-h20.webp 800w',
    );
  });
});
