/** The shared core vocabulary (issues 9 and 17): colour roles and components every style names, so agents switch styles without remapping. */
import { CORE_COLORS, CORE_COMPONENTS, CORE_TEXT_COMPONENTS, FOCUS_COMPONENTS, NO_EFFECT } from '../../contract/token-extensions';
import { ownEffectsOf, type StyleTokens } from '../../tokens/theme';
import type { Problem } from '../problem';
import { problemAt, type DocumentRule } from './types';

export const coreVocabulary: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const problems: Problem[] = [];
  for (const role of CORE_COLORS) {
    if (tokens.colors?.[role] === undefined) problems.push(problemAt(doc, ['colors'], 'MISSING_CORE_TOKEN', `\`colors.${role}\` is missing: every style names the core colour roles ${CORE_COLORS.join(', ')}`));
  }
  for (const name of CORE_COMPONENTS) {
    const component = tokens.components?.[name];
    if (!component) {
      problems.push(problemAt(doc, ['components'], 'MISSING_CORE_TOKEN', `\`components.${name}\` is missing: every style has the core components and their hover, pressed, focus, disabled (and, for \`input\`, error) states`));
      continue;
    }
    for (const prop of ['backgroundColor', 'textColor'] as const) {
      if (component[prop] === undefined) problems.push(problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`components.${name}\` needs a \`${prop}\``));
    }
  }
  for (const name of CORE_TEXT_COMPONENTS) {
    const component = tokens.components?.[name];
    if (!component) {
      problems.push(problemAt(doc, ['components'], 'MISSING_CORE_TOKEN', `\`components.${name}\` is missing: every style has the text-only components ${CORE_TEXT_COMPONENTS.join(', ')}`));
      continue;
    }
    if (component.textColor === undefined) problems.push(problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`components.${name}\` needs a \`textColor\``));
    if (component.backgroundColor !== undefined) {
      problems.push(problemAt(doc, ['components', name, 'backgroundColor'], 'MISSING_CORE_TOKEN', `\`components.${name}\` is text only: it sits on \`surface\` and inside a \`card\`, so it sets no \`backgroundColor\``));
    }
  }
  for (const name of FOCUS_COMPONENTS) {
    // The state's own indicator: one inherited from the default state does not show focus.
    const own = ownEffectsOf(tokens, name);
    const shown = [own.border, own.elevation].some((t) => t !== undefined && t !== NO_EFFECT);
    if (tokens.components?.[name] && !shown) {
      problems.push(problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`${name}\` must show a focus indicator: give it a \`border\` or an \`elevation\` ring in \`component-effects\``));
    }
  }
  return problems;
};
