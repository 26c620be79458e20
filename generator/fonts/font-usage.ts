/**
 * Which faces a style uses (issue 18): every typography level's stack resolves to the first family the
 * library serves (an open family, or the stand-in written after a proprietary one), with the weights and
 * styles the levels ask for. Pure: tokens and the catalogue in, usage and problems out.
 */
import { familiesOf } from '../tokens/font-stack';
import type { FontCatalog, ServedFamily } from './font-catalog';
import { ALWAYS_RESOLVED, isSystemFamily, standInFor } from './stand-ins';

export type FontStyle = 'normal' | 'italic';

/** One served family as a style uses it. */
export interface FamilyUse {
  family: ServedFamily;
  /** Weights the levels ask for, ascending. */
  weights: number[];
  styles: FontStyle[];
  /** Proprietary families named before it in some stack, which it stands in for. */
  standsInFor: string[];
}

/** What is wrong with one stack, if anything. */
export type StackProblem =
  | { kind: 'unknown'; family: string }
  | { kind: 'no-stand-in'; family: string; standIn: string }
  /** A family every browser resolves (a generic, `system-ui`) comes first, so the served one never renders. */
  | { kind: 'shadowed'; family: string; by: string };

export interface TypographyLevel {
  fontFamily?: unknown;
  fontWeight?: unknown;
  fontStyle?: unknown;
}

/** How a stack resolves: the served family it renders in, the proprietary names before it, and problems. */
export function resolveStack(stack: string, catalog: FontCatalog): { served?: ServedFamily; before: string[]; problems: StackProblem[] } {
  const before: string[] = [];
  const problems: StackProblem[] = [];
  let resolvedBy: string | undefined;
  for (const name of familiesOf(stack)) {
    const served = catalog.get(name.toLowerCase());
    if (served) {
      if (resolvedBy) problems.push({ kind: 'shadowed', family: served.family, by: resolvedBy });
      return { served, before, problems };
    }
    if (isSystemFamily(name)) {
      if (ALWAYS_RESOLVED.has(name.toLowerCase())) resolvedBy ??= name;
      continue;
    }
    if (standInFor(name)) before.push(name);
    else problems.push({ kind: 'unknown', family: name });
  }
  const first = before[0];
  if (first && problems.length === 0) problems.push({ kind: 'no-stand-in', family: first, standIn: standInFor(first)!.family });
  return { before, problems };
}

/** The stack with the stand-in for its proprietary names written after them (the stack itself when it needs none). */
export function withStandIn(stack: string, catalog: FontCatalog): string {
  const names = familiesOf(stack);
  const resolved = resolveStack(stack, catalog);
  if (resolved.served || resolved.before.length === 0) return stack;
  const last = names.reduce((at, name, i) => (isSystemFamily(name) ? at : i), -1);
  names.splice(last + 1, 0, standInFor(resolved.before[0]!)!.family);
  return names.join(', ');
}

/**
 * The stack the preview renders a level in: its served family moved to the front, every other name kept
 * in order (`'Arial', 'Arimo', …` → `'Arimo', 'Arial', …`). A local face named before it (Liberation Sans
 * answering for Arial, SF Pro for -apple-system) then never answers first, so a preview paints the same
 * glyphs on every machine. The exports keep the document's order: there a system's own face comes first.
 */
export function servedFirst(stack: string, catalog: FontCatalog): string {
  const entries = stack.split(',').map((e) => e.trim());
  const at = entries.findIndex((e) => catalog.has(e.replace(/^['"]|['"]$/g, '').trim().toLowerCase()));
  if (at <= 0) return stack;
  return [entries[at]!, ...entries.slice(0, at), ...entries.slice(at + 1)].join(', ');
}

const weightOf = (level: TypographyLevel) => {
  const w = Number(level.fontWeight ?? 400);
  return Number.isFinite(w) ? w : 400;
};

/** The served families a style's typography levels use, in the order they first appear. */
export function fontUsage(typography: Readonly<Record<string, TypographyLevel>> | undefined, catalog: FontCatalog): FamilyUse[] {
  const uses = new Map<string, { family: ServedFamily; weights: Set<number>; styles: Set<FontStyle>; standsInFor: Set<string> }>();
  for (const level of Object.values(typography ?? {})) {
    if (typeof level.fontFamily !== 'string') continue;
    const { served, before } = resolveStack(level.fontFamily, catalog);
    if (!served) continue;
    const use = uses.get(served.id) ?? { family: served, weights: new Set(), styles: new Set(), standsInFor: new Set() };
    use.weights.add(weightOf(level));
    use.styles.add(level.fontStyle === 'italic' ? 'italic' : 'normal');
    for (const name of before) use.standsInFor.add(name);
    uses.set(served.id, use);
  }
  return [...uses.values()].map((u) => ({
    family: u.family,
    weights: [...u.weights].sort((a, b) => a - b),
    styles: (['normal', 'italic'] as const).filter((s) => u.styles.has(s)),
    standsInFor: [...u.standsInFor],
  }));
}
