/**
 * The extension groups (issue 9) against their schema in contract/token-extensions.ts, then the
 * references between groups: colours named by `{colors.x}`, tokens named by `component-effects` (or
 * `none`, a state dropping what its base wears), the other mode's overrides.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { compiledValidator } from '../../contract/compiled-validator';
import { COMPONENT_EFFECT_KEYS, NO_EFFECT, TokenExtensionsSchema, type ComponentEffectKey, type Mode } from '../../contract/token-extensions';
import { ownMode, otherMode, referenceOf, type StyleTokens } from '../../tokens/theme';
import type { ParsedDocument } from '../parse-document';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

const validate = compiledValidator(TokenExtensionsSchema, { allErrors: true, strict: false });

/** `/elevation/raised/0/offsetX` → ['elevation', 'raised', 0, 'offsetX']. */
const pathOf = (pointer: string): (string | number)[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

const valueAt = (data: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), data);

const shown = (path: readonly (string | number)[]) => path.map(String).join('.') || 'the front matter';

/** One message per failing place: anyOf branches repeat each other, so keep the most specific error. */
function schemaProblems(doc: ParsedDocument, errors: readonly ErrorObject[]): Problem[] {
  const byPlace = new Map<string, ErrorObject>();
  for (const error of errors) {
    const place = error.keyword === 'required' ? `${error.instancePath}/${String(error.params.missingProperty)}` : error.instancePath;
    const prior = byPlace.get(place);
    if (!prior || prior.keyword === 'anyOf' || prior.keyword === 'type') byPlace.set(place, error);
  }
  return [...byPlace.values()].map((error) => {
    const path = pathOf(error.instancePath);
    if (error.keyword === 'required') {
      const missing = String(error.params.missingProperty);
      return problemAt(doc, path, 'INVALID_EXTENSION', `\`${shown([...path, missing])}\` is required (see data/README.md, "The token model")`);
    }
    if (error.keyword === 'additionalProperties') {
      const extra = String(error.params.additionalProperty);
      return problemAt(doc, [...path, extra], 'INVALID_EXTENSION', `\`${shown([...path, extra])}\` is not allowed here`);
    }
    const value = valueAt(doc.data, path);
    if (path.length === 1 && path[0] === 'mode' && (value === 'light' || value === 'dark')) {
      // The shape before issue 21: the mode's name alone.
      return problemAt(doc, path, 'INVALID_EXTENSION', `\`mode\` is an object: write \`mode: { default: ${value} }\` (see data/README.md, "The token model")`);
    }
    const description = (error.parentSchema as { description?: string } | undefined)?.description;
    return problemAt(doc, path, 'INVALID_EXTENSION', `\`${shown(path)}\` ${error.message ?? 'is invalid'}${description ? ` (${description})` : ''}`);
  });
}

/** Every `{group.name}` string inside `value`, with its path. */
function referencesIn(value: unknown, path: (string | number)[], out: { path: (string | number)[]; group: string; name: string }[] = []) {
  const ref = referenceOf(value);
  if (ref) out.push({ path, group: ref[0], name: ref[1] });
  else if (Array.isArray(value)) value.forEach((v, i) => referencesIn(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) referencesIn(v, [...path, k], out);
  return out;
}

const isDuration = (v: unknown) => typeof v === 'string';
const isBezier = Array.isArray;
const isPixels = (v: unknown) => typeof v === 'string' && v.endsWith('px');
const isUnit = (v: unknown) => typeof v === 'number' && v >= 0 && v <= 1;
const isFactor = (v: unknown) => typeof v === 'number';

/** What the token named by each component-effects key must be, beyond existing in its group. */
const EFFECT_VALUE: Partial<Record<ComponentEffectKey, { accept: (v: unknown) => boolean; what: string }>> = {
  'backdrop-blur': { accept: isPixels, what: 'a blur radius in px' },
  'backdrop-saturate': { accept: isFactor, what: 'a saturation factor (a number)' },
  opacity: { accept: isUnit, what: 'a number from 0 to 1' },
  grain: { accept: isUnit, what: 'a number from 0 to 1' },
  duration: { accept: isDuration, what: 'a duration such as `150ms`' },
  easing: { accept: isBezier, what: 'a cubic Bézier curve [x1, y1, x2, y2]' },
};

function crossReferences(doc: ParsedDocument, tokens: StyleTokens): Problem[] {
  const problems: Problem[] = [];
  const colors = tokens.colors ?? {};
  const groups = tokens as Record<string, unknown>;
  const own: Mode = ownMode(tokens);

  for (const group of ['elevation', 'borders', 'gradients', 'decorations', 'modes'] as const) {
    for (const ref of referencesIn(groups[group], [group])) {
      if (ref.group !== 'colors') problems.push(problemAt(doc, ref.path, 'INVALID_EXTENSION', `\`{${ref.group}.${ref.name}}\`: extension tokens may only reference colours`));
      else if (colors[ref.name] === undefined) problems.push(problemAt(doc, ref.path, 'INVALID_EXTENSION', `\`{colors.${ref.name}}\` names no colour of \`colors\``));
    }
  }

  const other = tokens.modes ? (Object.keys(tokens.modes)[0] as Mode | undefined) : undefined;
  if (other && other !== otherMode(own)) {
    problems.push(problemAt(doc, ['modes', other], 'INVALID_EXTENSION', `\`modes.${other}\`: a ${own}-first document (\`mode: { default: ${own} }\`) holds its other mode, \`modes.${otherMode(own)}\``));
  } else if (other) {
    const overrides = tokens.modes![other]!;
    for (const name of Object.keys(overrides.colors ?? {})) {
      if (colors[name] === undefined) problems.push(problemAt(doc, ['modes', other, 'colors', name], 'INVALID_EXTENSION', `\`modes.${other}.colors.${name}\` overrides no colour of \`colors\``));
    }
    for (const group of ['elevation', 'borders', 'gradients'] as const) {
      for (const name of Object.keys(overrides[group] ?? {})) {
        if ((tokens[group] as Record<string, unknown> | undefined)?.[name] === undefined) {
          problems.push(problemAt(doc, ['modes', other, group, name], 'INVALID_EXTENSION', `\`modes.${other}.${group}.${name}\` overrides no token of \`${group}\``));
        }
      }
    }
    for (const role of ['surface', 'on-surface'] as const) {
      if (overrides.colors?.[role] === undefined) {
        problems.push(problemAt(doc, ['modes', other, 'colors'], 'INVALID_EXTENSION', `the ${other} mode must set \`${role}\`: every style ships both modes`));
      }
    }
  }

  const components = tokens.components ?? {};
  for (const [target, worn] of Object.entries(tokens['component-effects'] ?? {})) {
    if (target !== 'page' && components[target] === undefined) {
      problems.push(problemAt(doc, ['component-effects', target], 'INVALID_EXTENSION', `\`component-effects.${target}\` names no component (nor \`page\`)`));
    }
    for (const [key, name] of Object.entries(worn) as [ComponentEffectKey, string][]) {
      const { group } = COMPONENT_EFFECT_KEYS[key];
      const value = (groups[group] as Record<string, unknown> | undefined)?.[name];
      const path = ['component-effects', target, key];
      // `none` wears nothing (a state drops what its base wears); a token named `none` is never worn.
      if (name === NO_EFFECT) continue;
      if (value === undefined) {
        problems.push(problemAt(doc, path, 'INVALID_EXTENSION', `\`${key}: ${name}\` names no token of \`${group}\``));
        continue;
      }
      const expected = EFFECT_VALUE[key];
      if (expected && !expected.accept(value)) problems.push(problemAt(doc, path, 'INVALID_EXTENSION', `\`${key}\` must name ${expected.what}; \`${group}.${name}\` is ${JSON.stringify(value)}`));
    }
  }

  // Reduced motion changes tokens that exist; a recipe lists tokens that exist.
  for (const group of ['motion', 'transforms'] as const) {
    for (const name of Object.keys(tokens['reduced-motion']?.[group] ?? {})) {
      if ((tokens[group] as Record<string, unknown> | undefined)?.[name] === undefined) {
        problems.push(problemAt(doc, ['reduced-motion', group, name], 'INVALID_EXTENSION', `\`reduced-motion.${group}.${name}\` changes no token of \`${group}\``));
      }
    }
  }
  for (const [recipe, { tokens: listed }] of Object.entries(tokens.recipes ?? {})) {
    listed.forEach((reference, i) => {
      const [group, name] = referenceOf(reference) ?? [];
      if (!group || !name || (groups[group] as Record<string, unknown> | undefined)?.[name] === undefined || group === 'recipes' || group === 'component-effects') {
        problems.push(problemAt(doc, ['recipes', recipe, 'tokens', i], 'INVALID_EXTENSION', `\`${reference}\` names no token`));
      }
    });
  }

  const motion = Object.values(tokens.motion ?? {});
  if (tokens.motion && !(motion.some(isDuration) && motion.some(isBezier))) {
    problems.push(problemAt(doc, ['motion'], 'INVALID_EXTENSION', '`motion` needs at least one duration and one easing curve'));
  }
  return problems;
}

export const tokenExtensions: DocumentRule = (doc) => {
  if (validate(doc.data)) return crossReferences(doc, doc.data as StyleTokens);
  return schemaProblems(doc, validate.errors ?? []);
};
