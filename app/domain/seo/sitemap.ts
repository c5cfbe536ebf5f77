export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
  /** The page in every language it is written in (itself included), as hreflang → path. */
  alternates?: readonly { hrefLang: string; path: string }[];
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The sitemap protocol's XML for the given pages; each path appears once. */
export function renderSitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    if (seen.has(e.path)) continue;
    seen.add(e.path);
    const parts = [`<loc>${escapeXml(siteUrl + e.path)}</loc>`];
    if (e.lastmod) parts.push(`<lastmod>${e.lastmod}</lastmod>`);
    if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
    if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
    for (const a of e.alternates ?? [])
      parts.push(`<xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${escapeXml(siteUrl + a.path)}"/>`);
    urls.push(`  <url>${parts.join("")}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /office\nDisallow: /chat\nDisallow: /appointments/\nDisallow: /es/citas/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
