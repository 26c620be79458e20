/** The ordered list of validation rules: the only place that says which rules exist. */
import { contrastInBothModes } from './contrast-in-both-modes';
import { coreVocabulary } from './core-vocabulary';
import { definingLook } from './defining-look';
import { designMdLint } from './design-md-lint';
import { paddingFits } from './padding-fits';
import { requiredMetadata } from './required-metadata';
import { reservedFields } from './reserved-fields';
import { retiredStyles } from './retired-styles';
import { servedFonts } from './served-fonts';
import { slugFormat } from './slug-format';
import { tokenExtensions } from './token-extensions';
import { tokenGroups } from './token-groups';
import type { DocumentRule, LibraryRule } from './types';
import { uniqueId } from './unique-id';

export const DOCUMENT_RULES: readonly DocumentRule[] = [
  slugFormat,
  requiredMetadata,
  reservedFields,
  tokenGroups,
  tokenExtensions,
  coreVocabulary,
  contrastInBothModes,
  definingLook,
  paddingFits,
  servedFonts,
  designMdLint,
];
export const LIBRARY_RULES: readonly LibraryRule[] = [uniqueId, retiredStyles];
