/** Where the generator keeps what it makes once per code version (worker bundles, compiled validators): inside the project's node_modules. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CACHE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'design-style-library');
