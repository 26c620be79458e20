/**
 * The rules over the whole library (rules/index.ts lists every rule). Apart from the document rules, so the
 * build's main thread checks the library without loading what a document's rules need (the linter, the
 * colour and font libraries): its documents are rendered on worker threads (issue 34).
 */
import { retiredStyles } from './retired-styles';
import type { LibraryRule } from './types';
import { uniqueId } from './unique-id';

export const LIBRARY_RULES: readonly LibraryRule[] = [uniqueId, retiredStyles];
