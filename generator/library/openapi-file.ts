/** /openapi.json: the contract as OpenAPI 3.1 (contract/openapi.ts), with this service's URL and budgets. */
import { buildOpenApi } from '../contract/openapi';
import type { LibraryFamily } from './library-file';

export const openApiFile: LibraryFamily = {
  name: 'OpenAPI',
  routed: true,
  files: ({ input, budgets }) => [{ url: '/openapi.json', path: 'openapi.json', body: () => JSON.stringify(buildOpenApi({ baseUrl: input.baseUrl, budgets }), null, 2) }],
};
