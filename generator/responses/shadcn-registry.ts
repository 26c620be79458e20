/**
 * GET /r/registry.json: the shadcn/ui registry index (issue 19). It lists every style as a `registry:theme`
 * item (name, title, description, categories); the CLI fetches each item's theme from /r/{name}.json, so a
 * project's components.json can name the library as a registry: `"@design-style": "<base>/r/{name}.json"`.
 */
import { ShadcnRegistrySchema, type ShadcnRegistry, type StyleSummary } from '../contract/schemas';
import { PORTAL_PATH, REGISTRY_INDEX_PATH } from './routes';

/** The schema shadcn/ui publishes for a registry index (the contract names it). */
export const SHADCN_REGISTRY_SCHEMA = ShadcnRegistrySchema.properties.$schema.enum[0];

/** The registry's name, as `npx shadcn search` and `view` show it. */
export const REGISTRY_NAME = 'design-style-library';

export function registryIndex(baseUrl: string, styles: readonly StyleSummary[]): ShadcnRegistry {
  return {
    $schema: SHADCN_REGISTRY_SCHEMA,
    name: REGISTRY_NAME,
    homepage: `${baseUrl}${PORTAL_PATH}`,
    items: styles.map((s) => ({ name: s.slug, type: 'registry:theme', title: s.title, description: s.description, categories: [s.type] })),
  };
}

/** The index as a file of dist/, rendered when asked for. */
export function registryIndexFile(baseUrl: string, styles: readonly StyleSummary[]): { url: string; path: string; body: () => string } {
  return { url: REGISTRY_INDEX_PATH, path: REGISTRY_INDEX_PATH.slice(1), body: () => JSON.stringify(registryIndex(baseUrl, styles)) };
}
