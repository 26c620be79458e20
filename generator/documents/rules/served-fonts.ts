/**
 * Every typography stack renders in a family this library serves (issue 18): an open family with an
 * @fontsource package, or the open stand-in written right after the proprietary names it replaces.
 */
import { fontCatalog } from '../../fonts/font-catalog';
import { resolveStack, withStandIn } from '../../fonts/font-usage';
import { problemAt, type DocumentRule } from './types';

export const servedFonts: DocumentRule = (doc) => {
  const typography = (doc.data.typography ?? {}) as Record<string, Record<string, unknown>>;
  const catalog = fontCatalog();
  return Object.entries(typography).flatMap(([level, props]) => {
    if (typeof props.fontFamily !== 'string') return [];
    const at = ['typography', level, 'fontFamily'];
    return resolveStack(props.fontFamily, catalog).problems.map((problem) => {
      switch (problem.kind) {
        case 'unknown':
          return problemAt(doc, at, 'FONT_UNAVAILABLE', `\`${level}\`: no font package serves "${problem.family}"; name a family with an @fontsource package, or add it with its open stand-in to generator/fonts/stand-ins.ts`);
        case 'no-stand-in':
          return problemAt(doc, at, 'FONT_UNAVAILABLE', `\`${level}\`: "${problem.family}" is proprietary; write its open stand-in after it: fontFamily: "${withStandIn(props.fontFamily as string, catalog)}"`);
        case 'shadowed':
          return problemAt(doc, at, 'FONT_UNAVAILABLE', `\`${level}\`: "${problem.by}" comes before "${problem.family}" and every browser resolves it, so "${problem.family}" never renders; write "${problem.by}" after it`);
      }
    });
  });
};
