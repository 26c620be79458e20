/** /cli/design-style.tgz: the CLI's package, packed with this service's URL as its default (issue 31, publish/cli-package.ts). */
import { CLI_PACKAGE_URL, cliPackageKey, packCliPackage } from '../publish/cli-package';
import type { LibraryFamily } from './library-file';

/**
 * The last tarball packed, by its key (cli/'s files and the base URL). `npm pack` is a process of about a second,
 * most of a small library's build; a process that builds more than once (npm run dev, the tests' fixture
 * libraries) packs only when the key moved.
 */
let packed: { key: string; bytes: Buffer } | undefined;

function tarball(key: string, baseUrl: string): Buffer {
  if (packed?.key !== key) packed = { key, bytes: packCliPackage(baseUrl) };
  return packed.bytes;
}

export const cliPackageFile: LibraryFamily = {
  name: 'CLI package',
  routed: true,
  files: ({ input }) => {
    const key = cliPackageKey(input.baseUrl);
    return [{ url: CLI_PACKAGE_URL, path: CLI_PACKAGE_URL.slice(1), key, body: () => tarball(key, input.baseUrl) }];
  },
};
