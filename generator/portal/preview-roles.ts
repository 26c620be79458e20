/**
 * The type roles a preview page needs (display, heading, body, label), picked from a style's own scale:
 * the largest level is the display; the components' own typography names body and label where they set
 * it. Written as custom properties that point at the CSS export's `--typography-*`, so no style gets
 * hand-written CSS. The same sheet gives the preview its own font stacks: each level's stack with its served
 * family first (servedFirst), so no local face answers before it and the preview looks alike on every machine.
 */
import { cssFontFamily, varName } from '../exports/css-values';
import { fontCatalog, type FontCatalog } from '../fonts/font-catalog';
import { servedFirst } from '../fonts/font-usage';
import { referenceOf, type StyleTokens } from '../tokens/theme';
import { specimensCss } from './preview-specimens';

export const ROLES = ['display', 'heading', 'body', 'label'] as const;
export type Role = (typeof ROLES)[number];

const PROPERTIES = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'text-transform', 'font-style'] as const;
const TOKEN_PROPERTY: Record<(typeof PROPERTIES)[number], string> = {
  'font-family': 'fontFamily',
  'font-size': 'fontSize',
  'font-weight': 'fontWeight',
  'line-height': 'lineHeight',
  'letter-spacing': 'letterSpacing',
  'text-transform': 'textTransform',
  'font-style': 'fontStyle',
};

const pixels = (v: unknown) => {
  const m = /^([0-9.]+)(px|rem|em)?$/.exec(String(v ?? '').trim());
  return m ? Number(m[1]) * (m[2] === 'rem' || m[2] === 'em' ? 16 : 1) : 0;
};

/** The level each role uses (undefined when the style has no typography). */
export function typeRoles(tokens: StyleTokens): Record<Role, string | undefined> {
  const levels = Object.entries(tokens.typography ?? {}).map(([name, t]) => ({ name, size: pixels(t.fontSize) }));
  const bySize = [...levels].sort((a, b) => b.size - a.size);
  const levelOf = (component: string) => {
    const name = referenceOf(tokens.components?.[component]?.typography)?.[1];
    return name && tokens.typography?.[name] ? name : undefined;
  };
  const nearest = (target: number, pattern: RegExp) =>
    [...levels].sort((a, b) => Number(pattern.test(b.name)) - Number(pattern.test(a.name)) || Math.abs(a.size - target) - Math.abs(b.size - target))[0]?.name;
  const display = bySize[0]?.name;
  return {
    display,
    heading: bySize.find((l) => l.name !== display && l.size <= 32 && l.size >= 18)?.name ?? bySize[1]?.name ?? display,
    body: levelOf('card') ?? nearest(16, /body|text|paragraph/),
    label: levelOf('button-primary') ?? nearest(14, /label|button/),
  };
}

/**
 * `:root { --typography-<level>-font-family: <served family first>; --role-display-font-family:
 * var(--typography-<level>-font-family); … }`: the levels whose stack names a local face before its served one,
 * then the roles, for the levels that set each property. Loaded after tokens.css, so its stacks win.
 */
export function rolesCss(tokens: StyleTokens, catalog: FontCatalog = fontCatalog()): string {
  const roles = typeRoles(tokens);
  const lines: string[] = [];
  for (const [level, props] of Object.entries(tokens.typography ?? {})) {
    if (props.fontFamily === undefined) continue;
    const stack = cssFontFamily(String(props.fontFamily));
    const preview = servedFirst(stack, catalog);
    if (preview !== stack) lines.push(`  ${varName('typography', level)}-font-family: ${preview};`);
  }
  for (const role of ROLES) {
    const level = roles[role];
    const props = level ? tokens.typography?.[level] : undefined;
    if (!level || !props) continue;
    for (const property of PROPERTIES) {
      if (props[TOKEN_PROPERTY[property]] !== undefined) lines.push(`  --role-${role}-${property}: var(${varName('typography', level)}-${property});`);
    }
  }
  // The "Type" section's lines, one per level (preview-specimens.ts).
  return `/* Generated from the style's type scale (generator/portal/preview-roles.ts). */\n:root {\n${lines.join('\n')}\n}\n${specimensCss(tokens)}\n`;
}
