/** Small HTML helpers for the portal pages: escaping, inline Markdown of contract descriptions, the page shell. */
import { escapeXml } from '../covers/escape-xml';
import { FAVICON_LINK } from './favicon';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = escapeXml;

/** Contract descriptions use `code` and **bold**; everything else is escaped text. */
export function inlineMarkdown(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

export interface PageOptions {
  title: string;
  description: string;
  /** Root-relative path of the page, for the current-page mark in the navigation. */
  path: string;
  main: string;
  /** Root-relative script URLs, loaded at the end of the body (no inline script: the portal runs under script-src 'self'). */
  scripts: readonly string[];
  bodyClass?: string;
}

export interface NavLink {
  href: string;
  label: string;
}

/** The shell every portal page shares: skip link, header with navigation, main, footer. */
export function renderPage(page: PageOptions, nav: readonly NavLink[], stylesheet: string, footer: string): string {
  const links = nav
    .map(({ href, label }) => `<li><a href="${escapeHtml(href)}"${href === page.path ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`)
    .join('');
  const scripts = page.scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<meta name="color-scheme" content="light dark">
${FAVICON_LINK}
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body${page.bodyClass ? ` class="${escapeHtml(page.bodyClass)}"` : ''}>
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
<div class="wrap header-row">
<a class="brand" href="/developers"><span class="brand-mark" aria-hidden="true"></span>Design-Style Library <span class="brand-sub">Developers</span></a>
<nav aria-label="Developer portal"><ul class="nav-list">${links}</ul></nav>
</div>
</header>
<main id="main" tabindex="-1">
${page.main}
</main>
<footer class="site-footer"><div class="wrap">${footer}</div></footer>
${scripts}
</body>
</html>
`;
}
