/** The file name is the slug: lowercase words joined by single hyphens, safe in a URL path. */
import type { DocumentRule } from './types';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugFormat: DocumentRule = (doc) =>
  SLUG_PATTERN.test(doc.source.slug) && doc.source.slug.length <= 80
    ? []
    : [
        {
          file: doc.source.file,
          line: 1,
          code: 'INVALID_SLUG',
          message: `file name "${doc.source.slug}.md" is not a valid slug: use lowercase letters, digits and single hyphens (at most 80 characters)`,
        },
      ];
