/** Padding fits the component (CONTENT.md): the vertical padding of a component with a height leaves room for its content. */
import { problemAt, type DocumentRule } from './types';

const pixels = (v: string): number | undefined => {
  const m = /^(-?[0-9.]+)(px|rem|em)?$/.exec(v.trim());
  return m ? Number(m[1]) * (m[2] === 'rem' || m[2] === 'em' ? 16 : 1) : undefined;
};

/** Top and bottom of a CSS padding shorthand (one to four values). */
export function verticalPadding(padding: string): [number, number] | undefined {
  const parts = padding.trim().split(/\s+/).map(pixels);
  if (parts.some((p) => p === undefined) || parts.length < 1 || parts.length > 4) return undefined;
  const [top, , bottom = top] = parts as number[];
  return [top!, bottom!];
}

export const paddingFits: DocumentRule = (doc) => {
  const components = (doc.data.components ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(components).flatMap(([name, props]) => {
    if (typeof props.padding !== 'string' || typeof props.height !== 'string') return [];
    const vertical = verticalPadding(props.padding);
    const height = pixels(props.height);
    if (!vertical || height === undefined || vertical[0] + vertical[1] < height) return [];
    return [
      problemAt(doc, ['components', name, 'padding'], 'PADDING_EXCEEDS_HEIGHT', `\`${name}\`: padding \`${props.padding}\` leaves no room inside its ${props.height} height; write the vertical and horizontal padding apart, such as \`0 24px\``),
    ];
  });
};
