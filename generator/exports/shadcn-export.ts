/**
 * The `shadcn` export: a style as a shadcn/ui registry item of type `registry:theme`, whose `cssVars` are
 * the mapping of shadcn-theme.ts. The same body answers GET /r/{slug}.json, which `npx shadcn add` reads.
 */
import { ShadcnRegistryItemSchema, ShadcnRegistrySchema, type ShadcnRegistryItem } from '../contract/schemas';
import type { StyleRecord } from '../documents/style-record';
import { shadcnCssVars } from './shadcn-theme';

/** The schemas shadcn/ui publishes for a registry item and a registry index (the contract names them). */
export const SHADCN_ITEM_SCHEMA = ShadcnRegistryItemSchema.properties.$schema.enum[0];
export const SHADCN_REGISTRY_SCHEMA = ShadcnRegistrySchema.properties.$schema.enum[0];

export function shadcnExport(style: Pick<StyleRecord, 'slug' | 'title' | 'description' | 'type' | 'tokens'>): ShadcnRegistryItem {
  return {
    $schema: SHADCN_ITEM_SCHEMA,
    name: style.slug,
    type: 'registry:theme',
    title: style.title,
    description: style.description,
    categories: [style.type],
    docs: `${style.title}: colours, type, radii and shadows of both modes (the dark one under .dark), from the design-style library.`,
    cssVars: shadcnCssVars(style.tokens),
  };
}
