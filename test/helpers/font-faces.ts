/**
 * The @font-face rules a stylesheet or a shadcn registry item carries, and what a page of another origin
 * gets when it loads their files through a gateway (issue 31: fonts on every route).
 */
import type { Root } from 'postcss';
import type { ShadcnRegistryItem } from '../../generator/contract/schemas';

/** One @font-face rule: its family (unquoted), its file's URL, and where it sits (`root` for the top level). */
export interface FontFace {
  family: string;
  url: string;
  parent: string;
}

const unquote = (family: string) => family.trim().replace(/^['"]|['"]$/g, '');
const urlOf = (src: string) => /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(src)?.[1] ?? '';

/** Every @font-face rule of a parsed stylesheet, wherever it sits. */
export function fontFacesOf(root: Root): FontFace[] {
  const faces: FontFace[] = [];
  root.walkAtRules('font-face', (rule) => {
    const decls = new Map<string, string>();
    rule.walkDecls((d) => void decls.set(d.prop, d.value));
    const parent = rule.parent?.type === 'atrule' ? `@${(rule.parent as unknown as { name: string }).name}` : rule.parent!.type;
    faces.push({ family: unquote(decls.get('font-family') ?? ''), url: urlOf(decls.get('src') ?? ''), parent });
  });
  return faces;
}

/** The @font-face rules of a registry item's `css` (each keyed `@font-face /* … *\/` under `:root`). */
export function itemFontFaces(item: ShadcnRegistryItem): (FontFace & { key: string })[] {
  return Object.entries(item.css?.[':root'] ?? {}).map(([key, d]) => ({ key, family: unquote(d['font-family']), url: urlOf(d.src), parent: ':root' }));
}

/** Families named by a CSS font stack, unquoted. */
export const stackFamilies = (stack: string) => stack.split(',').map(unquote);

/** What a page of `origin` reads when it loads a font file through the gateway at `gateway`. */
export async function loadCrossOrigin(gateway: string, url: string, origin: string): Promise<{ status: number; type: string | null; cors: string | null; corp: string | null; magic: string }> {
  const res = await fetch(`${gateway}${new URL(url).pathname}`, { headers: { Origin: origin, Accept: '*/*', 'Sec-Fetch-Mode': 'cors', 'Sec-Fetch-Dest': 'font' } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cors: res.headers.get('access-control-allow-origin'),
    corp: res.headers.get('cross-origin-resource-policy'),
    magic: body.subarray(0, 4).toString('latin1'),
  };
}

/** A few of `urls`, spread evenly over the sorted list (deterministic). */
export function sample<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.ceil(items.length / count));
  return items.filter((_, i) => i % step === 0);
}
