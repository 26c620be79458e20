/** Where the generator keeps what it makes once per code version (worker bundles, compiled validators): inside the project's node_modules, so a bundle's imports of packages resolve there. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder, the one whose node_modules the generator's imports resolve in. */
export const PROJECT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CACHE_DIR = path.join(PROJECT_DIR, 'node_modules', '.cache', 'design-style-library');
