/**
 * A style's defining look lives in tokens (issue 9): glass styles wear translucent fills and blur,
 * neumorphism its paired light and dark shadows, brutalism its thick borders or hard offset shadows,
 * gradient styles their gradients.
 */
import { parseColor } from '../../tokens/color';
import { effectsOf, type StyleTokens } from '../../tokens/theme';
import type { ShadowLayer } from '../../contract/token-extensions';
import { problemAt, type DocumentRule } from './types';

const px = (v: string | undefined) => (v ? Number.parseFloat(v) : 0);
const layersOf = (tokens: StyleTokens, name: string | undefined): ShadowLayer[] => {
  const value = name ? tokens.elevation?.[name] : undefined;
  return value ? (Array.isArray(value) ? value : [value]) : [];
};

const LOOKS: Record<string, { needs: string; has: (tokens: StyleTokens) => boolean }> = {
  glassmorphism: {
    needs: '`card` wears a translucent `fill` (a colour with alpha below 1) and a `backdrop-blur` above 0px',
    has: (tokens) => {
      const worn = effectsOf(tokens, 'card');
      const fill = worn.fill ? tokens.colors?.[worn.fill] : undefined;
      const blur = worn['backdrop-blur'] ? tokens.effects?.[worn['backdrop-blur']] : undefined;
      return (parseColor(String(fill ?? ''))?.alpha ?? 1) < 1 && px(String(blur ?? '0')) > 0;
    },
  },
  neumorphism: {
    needs: '`card` or `button-primary` wears an elevation of two or more layers, one lit from the top left (negative offsets) and one shaded (positive offsets)',
    has: (tokens) =>
      ['card', 'button-primary'].some((name) => {
        const layers = layersOf(tokens, effectsOf(tokens, name).elevation);
        return layers.length >= 2 && layers.some((l) => px(l.offsetX) + px(l.offsetY) < 0) && layers.some((l) => px(l.offsetX) + px(l.offsetY) > 0);
      }),
  },
  brutalism: {
    needs: '`card` or `button-primary` wears a border of 2px or more, or a hard (0px blur) offset shadow',
    has: (tokens) =>
      ['card', 'button-primary'].some((name) => {
        const worn = effectsOf(tokens, name);
        const border = worn.border ? tokens.borders?.[worn.border] : undefined;
        const hard = layersOf(tokens, worn.elevation).some((l) => px(l.blur) === 0 && (px(l.offsetX) !== 0 || px(l.offsetY) !== 0));
        return px(border?.width) >= 2 || hard;
      }),
  },
  gradient: {
    needs: '`page` or a component wears a `gradient`',
    has: (tokens) => Object.values(tokens['component-effects'] ?? {}).some((worn) => worn.gradient !== undefined),
  },
};

export const definingLook: DocumentRule = (doc) => {
  const look = LOOKS[String(doc.data.type)];
  if (!look || !doc.data['component-effects'] || look.has(doc.data as StyleTokens)) return [];
  return [problemAt(doc, ['component-effects'], 'MISSING_LOOK', `a ${String(doc.data.type)} style carries its look in tokens: ${look.needs}`)];
};
