/** `_redirects` and `_headers` for static hosts that read them (deploy/static-host.ts). */
import { headersFile, redirectsFile } from '../deploy/static-host';
import type { LibraryFamily } from './library-file';

export const staticHostFiles: LibraryFamily = {
  name: 'static host',
  routed: true,
  files: ({ redirects }) => [
    { url: null, path: '_redirects', body: () => redirectsFile(redirects) },
    { url: null, path: '_headers', body: () => headersFile() },
  ],
};
