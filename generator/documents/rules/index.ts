/** The ordered list of validation rules: the only place that says which rules exist. */
import { captionComponents } from './caption-components';
import { contrastInBothModes } from './contrast-in-both-modes';
import { coreStates } from './core-states';
import { coreVocabulary, coreVocabularyBefore17 } from './core-vocabulary';
import { definingLook } from './defining-look';
import { designMdLint } from './design-md-lint';
import { glassOverPage } from './glass-over-page';
import { literalColorsFollowMode } from './literal-colors-follow-mode';
import { nonTextContrast } from './non-text-contrast';
import { paddingFits } from './padding-fits';
import { requiredMetadata } from './required-metadata';
import { reservedFields } from './reserved-fields';
import { retiredStyles } from './retired-styles';
import { servedFonts } from './served-fonts';
import { slugFormat } from './slug-format';
import { textOnGradients } from './text-on-gradients';
import { textOnlyComponents } from './text-only-components';
import { tokenExtensions } from './token-extensions';
import { tokenGroups } from './token-groups';
import type { ParsedDocument } from '../parse-document';
import type { DocumentRule, LibraryRule } from './types';
import { uniqueId } from './unique-id';

export const DOCUMENT_RULES: readonly DocumentRule[] = [
  slugFormat,
  requiredMetadata,
  reservedFields,
  tokenGroups,
  tokenExtensions,
  coreVocabulary,
  coreStates,
  captionComponents,
  contrastInBothModes,
  textOnGradients,
  textOnlyComponents,
  glassOverPage,
  literalColorsFollowMode,
  nonTextContrast,
  definingLook,
  paddingFits,
  servedFonts,
  designMdLint,
];

/**
 * Issue 17's rules (the new core vocabulary, and legibility judged from tokens as the render audit judges
 * pixels). A document not yet migrated to them says so in its front matter, `render-audit: pending`, and is
 * held to the rules before issue 17 meanwhile; the render audit's test fails for every other document that
 * does not pass, and for a pending one that already passes (the marker must then go). Issue 17 is done when
 * no document carries the marker.
 */
const ISSUE_17_RULES: ReadonlySet<DocumentRule> = new Set([coreVocabulary, coreStates, captionComponents, textOnGradients, textOnlyComponents, glassOverPage, literalColorsFollowMode, nonTextContrast]);
const PENDING_RULES: readonly DocumentRule[] = DOCUMENT_RULES.map((rule) => (rule === coreVocabulary ? coreVocabularyBefore17 : rule)).filter((rule) => !ISSUE_17_RULES.has(rule));

/** A document's front matter marks it as not yet migrated to issue 17. */
export const isRenderAuditPending = (doc: Pick<ParsedDocument, 'data'>): boolean => (doc.data as Record<string, unknown>)['render-audit'] === 'pending';

/** The rules a document is held to. */
export const rulesFor = (doc: ParsedDocument): readonly DocumentRule[] => (isRenderAuditPending(doc) ? PENDING_RULES : DOCUMENT_RULES);

export const LIBRARY_RULES: readonly LibraryRule[] = [uniqueId, retiredStyles];
