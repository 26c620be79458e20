/**
 * Nothing defined is silently unused (issue 18): every token of the groups components wear (elevation,
 * borders, gradients, effects, corners, shapes, transforms, filters, decorations) is worn by some
 * component or the page (`component-effects`), changed by `reduced-motion`, or listed in a recipe that
 * says how to apply it. A token only the prose mentions is one an agent building from tokens misses.
 */
import { COMPONENT_EFFECT_KEYS, type ComponentEffectKey } from '../../contract/token-extensions';
import { referenceOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

export const WORN_GROUPS = ['elevation', 'borders', 'gradients', 'effects', 'corners', 'shapes', 'transforms', 'filters', 'decorations'] as const;

export const wornTokens: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const used = new Set<string>();
  for (const worn of Object.values(tokens['component-effects'] ?? {})) {
    for (const [key, name] of Object.entries(worn) as [ComponentEffectKey, string][]) used.add(`${COMPONENT_EFFECT_KEYS[key]?.group}.${name}`);
  }
  for (const name of Object.keys(tokens['reduced-motion']?.transforms ?? {})) used.add(`transforms.${name}`);
  for (const recipe of Object.values(tokens.recipes ?? {})) {
    for (const reference of recipe.tokens ?? []) {
      const ref = referenceOf(reference);
      if (ref) used.add(`${ref[0]}.${ref[1]}`);
    }
  }
  const problems: Problem[] = [];
  for (const group of WORN_GROUPS) {
    for (const name of Object.keys((tokens[group] as Record<string, unknown> | undefined) ?? {})) {
      if (used.has(`${group}.${name}`)) continue;
      problems.push(
        problemAt(doc, [group, name], 'UNWORN_TOKEN', `\`${group}.${name}\` is worn by no component (\`component-effects\`) and listed in no recipe (\`recipes\`): wear it, list it in a recipe that says how to apply it, or remove it`),
      );
    }
  }
  return problems;
};
