/** The ordered list of validation rules: the only place that says which rules exist. */
import { designMdLint } from './design-md-lint';
import { requiredMetadata } from './required-metadata';
import { reservedFields } from './reserved-fields';
import { slugFormat } from './slug-format';
import { tokenGroups } from './token-groups';
import type { DocumentRule, LibraryRule } from './types';
import { uniqueId } from './unique-id';

export const DOCUMENT_RULES: readonly DocumentRule[] = [slugFormat, requiredMetadata, reservedFields, tokenGroups, designMdLint];
export const LIBRARY_RULES: readonly LibraryRule[] = [uniqueId];
