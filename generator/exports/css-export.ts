/**
 * The `css` export: one stylesheet of custom properties. The document's own mode is `:root`; the other
 * mode applies under `prefers-color-scheme` unless the page pins a mode with `data-theme`, and under
 * `[data-theme="…"]` whatever the system says.
 */
import { serializeCssVars, type DesignSystemState } from '@google/design.md/linter';
import { ownMode, type StyleTokens } from '../tokens/theme';
import { baseDeclarations, otherModeDeclarations, type Declaration } from './css-declarations';

const block = (selector: string, mode: string, declarations: readonly Declaration[], indent = '') =>
  [`${indent}${selector} {`, `${indent}  color-scheme: ${mode};`, ...declarations.map((d) => `${indent}  --${d.name}: ${d.value};`), `${indent}}`].join('\n');

/** The stylesheet text of a style's tokens. */
export function cssExport(tokens: StyleTokens, design: DesignSystemState): string {
  const mode = ownMode(tokens);
  const parts = [serializeCssVars(baseDeclarations(tokens, design)).trimEnd(), `:root {\n  color-scheme: ${mode};\n}`];
  const other = otherModeDeclarations(tokens);
  if (other) {
    parts.push(
      `@media (prefers-color-scheme: ${other.mode}) {\n${block(`:root:not([data-theme="${mode}"])`, other.mode, other.declarations, '  ')}\n}`,
      block(`:root[data-theme="${other.mode}"]`, other.mode, other.declarations),
    );
  }
  return `${parts.join('\n\n')}\n`;
}
