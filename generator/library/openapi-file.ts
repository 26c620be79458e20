/** /openapi.json: the contract as OpenAPI 3.1 (contract/openapi.ts), with this service's URL and budgets. */
import { buildOpenApi } from '../contract/openapi';
import { keyOf } from '../pipeline/key';
import type { LibraryFamily } from './library-file';

export const openApiFile: LibraryFamily = {
  name: 'OpenAPI',
  routed: true,
  // Its bytes follow from the settings (base URL, budgets) and the code, whose change makes a full build.
  files: ({ input, budgets, settingsKey }) => [
    { url: '/openapi.json', path: 'openapi.json', key: keyOf('openapi', settingsKey), body: () => JSON.stringify(buildOpenApi({ baseUrl: input.baseUrl, budgets }), null, 2) },
  ],
};
