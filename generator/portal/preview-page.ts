/**
 * The preview of one style (/developers/styles/{slug}): a navigation bar, a hero in the display type,
 * buttons in every state, a card over the page, a labelled input, badges and a small table, every
 * component the document defines (issue 17: what the render audit measures), a specimen line per
 * typography level (issue 32, point 8; preview-specimens.ts), with a light/dark switch that
 * names the mode it switches to and is remembered across previews (issue 31; assets/preview.js).
 * Its only style-specific CSS is the style's CSS export (tokens.css), the type roles picked from its
 * scale with a rule per level's specimen (roles.css) and one rule per component (components.css); everything
 * else is the shared preview.css.
 */
import type { StyleSummary } from '../contract/schemas';
import type { PreviewData } from '../pipeline/document-stage';
import { PORTAL_PATH, previewPath, registryItemPath, styleUrl } from '../responses/routes';
import { exportUrl } from '../responses/export-urls';
import { FAVICON_LINK } from './favicon';
import { escapeHtml } from './html';
import { renderComponentsSection, runningText } from './preview-components';
import { renderTypeSection } from './preview-specimens';

export const PREVIEW_ASSETS = { css: `${PORTAL_PATH}/assets/preview.css`, js: `${PORTAL_PATH}/assets/preview.js` } as const;

export { previewPath };
const tokensCssPath = (slug: string) => `${previewPath(slug)}/tokens.css`;
const rolesCssPath = (slug: string) => `${previewPath(slug)}/roles.css`;
const componentsCssPath = (slug: string) => `${previewPath(slug)}/components.css`;
const fontsCssPath = (slug: string) => `${previewPath(slug)}/fonts.css`;

const STATES = [
  ['Default', ''],
  ['Hover', ' is-hover'],
  ['Focus', ' is-focus'],
  ['Disabled', ''],
] as const;

function buttonRow(kind: 'primary' | 'secondary'): string {
  const buttons = STATES.map(
    ([label, extra]) => `<button type="button" class="pv-btn pv-btn-${kind}${extra}"${label === 'Disabled' ? ' disabled' : ''}>${label}</button>`,
  ).join('\n');
  return `<h3>${kind === 'primary' ? 'Primary' : 'Secondary'}</h3>\n<div class="pv-row">\n${buttons}\n</div>`;
}

/** The core tokens shown in the card's table: each mode's value, only the shown mode's visible (preview.css). */
function tokenRows(preview: PreviewData): string {
  const cell = (values: PreviewData['rows'][number]['values']) => {
    const entries = Object.entries(values);
    if (entries.length === 1) return escapeHtml(entries[0]![1]);
    return entries.map(([mode, value]) => `<span class="pv-value" data-mode="${mode}">${escapeHtml(value)}</span>`).join('');
  };
  return preview.rows.map(({ name, values }) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${cell(values)}</td></tr>`).join('\n');
}

function similarStrip(similar: readonly StyleSummary[]): string {
  if (similar.length === 0) return '';
  const items = similar.map((s) => `<li><a href="${escapeHtml(previewPath(s.slug))}">${escapeHtml(s.title)}</a></li>`).join('\n');
  return `<section class="pv-section pv-similar pv-wrap" aria-labelledby="pv-similar">
<h2 id="pv-similar">Similar styles</h2>
<ul>
${items}
</ul>
</section>`;
}

export function renderPreviewHtml(style: StyleSummary, preview: PreviewData, similar: readonly StyleSummary[] = []): string {
  const name = escapeHtml(style.title);
  const meta = [style.type, style.era].filter(Boolean).map((v) => escapeHtml(String(v))).join(' · ');
  const links: [string, string][] = [
    [styleUrl(style.slug), 'Style JSON'],
    [`${styleUrl(style.slug)}/token`, 'Tokens'],
    [`${styleUrl(style.slug)}/content`, 'Markdown'],
    [`${styleUrl(style.slug)}/changes`, 'Changes'],
    [exportUrl(style.slug, 'css'), 'CSS export'],
    [exportUrl(style.slug, 'tailwind'), 'Tailwind 3 theme'],
    [exportUrl(style.slug, 'css-tailwind'), 'Tailwind 4 stylesheet'],
    [registryItemPath(style.slug), 'shadcn/ui theme'],
    [exportUrl(style.slug, 'dtcg'), 'DTCG tokens'],
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} · Preview · Design-Style Library</title>
<meta name="description" content="${escapeHtml(style.description)}">
<meta name="color-scheme" content="light dark">
${FAVICON_LINK}
<link rel="stylesheet" href="${fontsCssPath(style.slug)}">
<link rel="stylesheet" href="${tokensCssPath(style.slug)}">
<link rel="stylesheet" href="${rolesCssPath(style.slug)}">
<link rel="stylesheet" href="${PREVIEW_ASSETS.css}">
<link rel="stylesheet" href="${componentsCssPath(style.slug)}">
<script src="${PREVIEW_ASSETS.js}"></script>
</head>
<body class="preview">
<a class="skip-link" href="#main">Skip to content</a>
<header class="pv-nav">
<div class="pv-wrap pv-nav-row">
<a class="pv-brand" href="${previewPath(style.slug)}">${name}</a>
<nav aria-label="Preview"><ul><li><a href="${PORTAL_PATH}#gallery">Gallery</a></li><li><a href="${styleUrl(style.slug)}">Style JSON</a></li><li><a href="${exportUrl(style.slug, 'css')}">CSS export</a></li></ul></nav>
<button type="button" class="pv-btn pv-btn-secondary pv-switch" hidden><span class="pv-switch-label">Dark mode</span></button>
</div>
</header>
<main id="main" tabindex="-1">
<section class="pv-hero pv-wrap" aria-labelledby="pv-title">
<p class="pv-eyebrow">${meta}</p>
<h1 id="pv-title">${name}</h1>
<p>${escapeHtml(style.description)}</p>
<p class="pv-version">Version ${escapeHtml(style.version)} · updated <time datetime="${escapeHtml(style.updated_at)}">${escapeHtml(style.updated_at.slice(0, 10))}</time> · <a href="${styleUrl(style.slug)}/changes">What changed</a></p>
<div class="pv-row"><a class="pv-btn pv-btn-primary" href="#pv-input">Try the input</a><a class="pv-btn pv-btn-secondary" href="${PORTAL_PATH}#gallery">Browse styles</a></div>
</section>
<section class="pv-section pv-wrap" aria-labelledby="pv-buttons">
<h2 id="pv-buttons">Buttons</h2>
${buttonRow('primary')}
${buttonRow('secondary')}
</section>
<div class="pv-grid pv-wrap">
<article class="pv-card" aria-labelledby="pv-card-title">
<h2 id="pv-card-title">Card</h2>
<p>A card wears the style's elevation, border, fill and blur over the page.</p>
${runningText(preview.components, 'card-text')}
<ul class="pv-badges" aria-label="Badges"><li class="pv-badge">New</li><li class="pv-badge">${escapeHtml(style.type)}</li>${style.era ? `<li class="pv-badge">${escapeHtml(style.era)}</li>` : ''}</ul>
<table class="pv-table">
<caption class="visually-hidden">Core tokens of ${name}</caption>
<thead><tr><th scope="col">Token</th><th scope="col">Value</th></tr></thead>
<tbody>
${tokenRows(preview)}
</tbody>
</table>
</article>
<section class="pv-card" aria-labelledby="pv-input-title">
<h2 id="pv-input-title">Input</h2>
<div class="pv-field"><label for="pv-input">Email address</label><input class="pv-input" id="pv-input" type="email" autocomplete="email" aria-describedby="pv-input-help"><p class="pv-help" id="pv-input-help">Helper text sits under the field.</p></div>
<div class="pv-field"><label for="pv-input-focus">Focused</label><input class="pv-input is-focus" id="pv-input-focus" type="text" value="Focus state"></div>
<div class="pv-field"><label for="pv-input-disabled">Disabled</label><input class="pv-input" id="pv-input-disabled" type="text" value="Disabled" disabled></div>
</section>
</div>
${renderComponentsSection(preview.components)}
${renderTypeSection(preview.specimens)}
${similarStrip(similar)}
</main>
<footer class="pv-footer">
<div class="pv-wrap"><ul>${links.map(([href, label]) => `<li><a href="${escapeHtml(href)}">${label}</a></li>`).join('')}</ul></div>
</footer>
</body>
</html>
`;
}
