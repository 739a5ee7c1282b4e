/** XML answers for the sitemap routes. */
import { localizePath } from '../i18n/locales';

export function xmlResponse(body: string): Response {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);

/**
 * A sitemap of pages in both languages (ADR 0059, rule:sitemap): each page's English and Hindi URLs, each naming the
 * other and the English one as x-default, as search engines read language versions. `path` is the English path.
 */
export function bilingualUrlSet(origin: string, pages: { path: string; lastmod?: string }[]): Response {
  const lastmod = (page: { lastmod?: string }) => (page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : '');
  const urls = pages
    .map((page) => {
      const english = escapeXml(origin + localizePath(page.path, 'en'));
      const hindi = escapeXml(origin + localizePath(page.path, 'hi'));
      const alternates =
        `<xhtml:link rel="alternate" hreflang="en-IN" href="${english}"/>` +
        `<xhtml:link rel="alternate" hreflang="hi-IN" href="${hindi}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`;
      return (
        `<url><loc>${english}</loc>${lastmod(page)}${alternates}</url>` +
        `<url><loc>${hindi}</loc>${lastmod(page)}${alternates}</url>`
      );
    })
    .join('');
  return xmlResponse(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`,
  );
}
