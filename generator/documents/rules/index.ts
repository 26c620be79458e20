/** The ordered list of validation rules: the only place that says which rules exist. */
import { captionComponents } from './caption-components';
import { contrastInBothModes } from './contrast-in-both-modes';
import { coreStates } from './core-states';
import { coreVocabulary } from './core-vocabulary';
import { definingLook } from './defining-look';
import { designMdLint } from './design-md-lint';
import { deviations } from './deviations';
import { glassOverPage } from './glass-over-page';
import { literalColorsFollowMode } from './literal-colors-follow-mode';
import { nonTextContrast } from './non-text-contrast';
import { paddingFits } from './padding-fits';
import { reducedMotionPromise } from './reduced-motion-promise';
import { requiredMetadata } from './required-metadata';
import { reservedFields } from './reserved-fields';
import { servedFonts } from './served-fonts';
import { slugFormat } from './slug-format';
import { textGradients } from './text-gradients';
import { textOnGradients } from './text-on-gradients';
import { textOnlyComponents } from './text-only-components';
import { tokenExtensions } from './token-extensions';
import { tokenGroups } from './token-groups';
import type { ParsedDocument } from '../parse-document';
import type { DocumentRule } from './types';
import { wornTokens } from './worn-tokens';

export const DOCUMENT_RULES: readonly DocumentRule[] = [
  slugFormat,
  requiredMetadata,
  reservedFields,
  deviations,
  tokenGroups,
  tokenExtensions,
  coreVocabulary,
  coreStates,
  captionComponents,
  contrastInBothModes,
  textOnGradients,
  textGradients,
  textOnlyComponents,
  glassOverPage,
  literalColorsFollowMode,
  nonTextContrast,
  definingLook,
  reducedMotionPromise,
  wornTokens,
  paddingFits,
  servedFonts,
  designMdLint,
];

export { LIBRARY_RULES } from './library-rules';
