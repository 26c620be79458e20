/** A build cache key: a hash of exactly what some output depends on (documents, library files, previews). */
import { createHash } from 'node:crypto';

export const keyOf = (...parts: readonly (string | number)[]) => createHash('sha1').update(parts.join('\u0000')).digest('base64url');
