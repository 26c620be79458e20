/** A build cache key: a hash of exactly what some output depends on (documents, library files, previews). */
import { hash } from 'node:crypto';

/** One-shot hashing: half the cost of a Hash object for short inputs, and a build makes some 30,000 keys on an edit at 10,000 styles. */
export const keyOf = (...parts: readonly (string | number)[]) => hash('sha1', parts.join('\u0000'), 'base64url');
