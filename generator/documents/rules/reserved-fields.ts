/** Fields the generator computes must not be written by hand (CONTENT.md: cover, synced_at). */
import { problemAt, type DocumentRule } from './types';

const RESERVED = {
  cover: 'the generator renders the cover',
  synced_at: 'the generator takes it from git',
  slug: 'the slug is the file name',
  title: 'the title comes from `name`',
} as const;

export const reservedFields: DocumentRule = (doc) =>
  Object.entries(RESERVED)
    .filter(([key]) => key in doc.data)
    .map(([key, why]) => problemAt(doc, [key], 'RESERVED_FIELD', `do not write \`${key}\`: ${why}`));
