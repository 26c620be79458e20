/**
 * A promise the prose makes is kept in tokens (issue 18): a body that says what happens under reduced
 * motion has a `reduced-motion` group saying which motion (or transform) tokens change, so the CSS
 * export applies it under `prefers-reduced-motion: reduce` and an agent building from tokens gets it.
 */
import { problemAt, type DocumentRule } from './types';

const PROMISE = /reduced[- ]motion|prefers-reduced-motion/i;

export const reducedMotionPromise: DocumentRule = (doc) => {
  if (!PROMISE.test(doc.body) || doc.data['reduced-motion'] !== undefined || doc.data.motion === undefined) return [];
  return [
    problemAt(doc, ['motion'], 'MISSING_LOOK', 'the body promises what happens under reduced motion: add `reduced-motion` with the motion or transform tokens that change (see data/README.md)'),
  ];
};
