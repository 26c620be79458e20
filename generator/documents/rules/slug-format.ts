/** The file name is the slug: lowercase words joined by single hyphens, safe in a URL path. */
import type { DocumentRule } from './types';

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs a URL already names: /r/registry.json is the shadcn registry index, not a style's theme. */
export const RESERVED_SLUGS: readonly string[] = ['registry'];

export const slugFormat: DocumentRule = (doc) => {
  if (RESERVED_SLUGS.includes(doc.source.slug)) {
    return [{ file: doc.source.file, line: 1, code: 'INVALID_SLUG', message: `"${doc.source.slug}" is reserved (/r/${doc.source.slug}.json is the shadcn registry index): name the file otherwise` }];
  }
  return SLUG_PATTERN.test(doc.source.slug) && doc.source.slug.length <= 80
    ? []
    : [
        {
          file: doc.source.file,
          line: 1,
          code: 'INVALID_SLUG',
          message: `file name "${doc.source.slug}.md" is not a valid slug: use lowercase letters, digits and single hyphens (at most 80 characters)`,
        },
      ];
};
