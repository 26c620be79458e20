/** /cli/design-style.tgz: the CLI's package, packed with this service's URL as its default (issue 31, publish/cli-package.ts). */
import { CLI_PACKAGE_URL, cliPackageKey, packCliPackage } from '../publish/cli-package';
import type { LibraryFamily } from './library-file';

export const cliPackageFile: LibraryFamily = {
  name: 'CLI package',
  routed: true,
  files: ({ input }) => [{ url: CLI_PACKAGE_URL, path: CLI_PACKAGE_URL.slice(1), key: cliPackageKey(input.baseUrl), body: () => packCliPackage(input.baseUrl) }],
};
