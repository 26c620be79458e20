/** The shared core vocabulary (issue 9): colour roles and components every style names, so agents switch styles without remapping. */
import { CORE_COLORS, CORE_COMPONENTS, FOCUS_COMPONENTS } from '../../contract/token-extensions';
import { effectsOf, type StyleTokens } from '../../tokens/theme';
import { problemAt, type DocumentRule } from './types';

export const coreVocabulary: DocumentRule = (doc) => {
  const tokens = doc.data as StyleTokens;
  const problems = [];
  for (const role of CORE_COLORS) {
    if (tokens.colors?.[role] === undefined) problems.push(problemAt(doc, ['colors'], 'MISSING_CORE_TOKEN', `\`colors.${role}\` is missing: every style names the core colour roles ${CORE_COLORS.join(', ')}`));
  }
  for (const name of CORE_COMPONENTS) {
    const component = tokens.components?.[name];
    if (!component) {
      problems.push(problemAt(doc, ['components'], 'MISSING_CORE_TOKEN', `\`components.${name}\` is missing: every style has the core components and their hover, focus and disabled states`));
      continue;
    }
    for (const prop of ['backgroundColor', 'textColor'] as const) {
      if (component[prop] === undefined) problems.push(problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`components.${name}\` needs a \`${prop}\``));
    }
  }
  for (const name of FOCUS_COMPONENTS) {
    const worn = effectsOf(tokens, name);
    if (tokens.components?.[name] && !worn.border && !worn.elevation) {
      problems.push(problemAt(doc, ['components', name], 'MISSING_CORE_TOKEN', `\`${name}\` must show a focus indicator: give it a \`border\` or an \`elevation\` ring in \`component-effects\``));
    }
  }
  return problems;
};
