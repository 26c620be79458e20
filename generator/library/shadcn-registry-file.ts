/** /r/registry.json: the shadcn registry's index of every style (responses/shadcn-registry.ts). */
import { keyOf } from '../pipeline/key';
import { registryIndexFile } from '../responses/shadcn-registry';
import type { LibraryFamily } from './library-file';

export const shadcnRegistryFile: LibraryFamily = {
  name: 'shadcn registry',
  routed: true,
  files: ({ input, summaries, allSummaries }) => [{ ...registryIndexFile(input.baseUrl, summaries), key: keyOf('shadcn-registry', allSummaries) }],
};
