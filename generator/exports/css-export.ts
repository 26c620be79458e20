/**
 * The `css` export: one stylesheet of custom properties. The document's own mode is `:root`; the other
 * mode applies under `prefers-color-scheme` unless the page pins a mode with `data-theme`, and under
 * `[data-theme="…"]` whatever the system says. What the style changes for readers who ask for less
 * motion applies under `prefers-reduced-motion: reduce`.
 */
import { serializeCssVars, type DesignSystemState } from '@google/design.md/linter';
import { ownMode, type StyleTokens } from '../tokens/theme';
import { baseDeclarations, otherModeDeclarations, reducedMotionDeclarations, type Declaration } from './css-declarations';

const block = (selector: string, mode: string, declarations: readonly Declaration[], indent = '') =>
  [`${indent}${selector} {`, `${indent}  color-scheme: ${mode};`, ...declarations.map((d) => `${indent}  --${d.name}: ${d.value};`), `${indent}}`].join('\n');

/** Stylesheets already written, per tokens object: a build writes each twice (the `css` export and the preview's tokens.css). */
const written = new WeakMap<StyleTokens, { design: DesignSystemState; css: string }>();

/** The stylesheet text of a style's tokens. */
export function cssExport(tokens: StyleTokens, design: DesignSystemState): string {
  const known = written.get(tokens);
  if (known?.design === design) return known.css;
  const css = stylesheet(tokens, design);
  written.set(tokens, { design, css });
  return css;
}

function stylesheet(tokens: StyleTokens, design: DesignSystemState): string {
  const mode = ownMode(tokens);
  const parts = [serializeCssVars(baseDeclarations(tokens, design)).trimEnd(), `:root {\n  color-scheme: ${mode};\n}`];
  const other = otherModeDeclarations(tokens);
  if (other) {
    parts.push(
      `@media (prefers-color-scheme: ${other.mode}) {\n${block(`:root:not([data-theme="${mode}"])`, other.mode, other.declarations, '  ')}\n}`,
      block(`:root[data-theme="${other.mode}"]`, other.mode, other.declarations),
    );
  }
  const reduced = reducedMotionDeclarations(tokens);
  if (reduced.length > 0) {
    parts.push(`@media (prefers-reduced-motion: reduce) {\n  :root {\n${reduced.map((d) => `    --${d.name}: ${d.value};`).join('\n')}\n  }\n}`);
  }
  return `${parts.join('\n\n')}\n`;
}
