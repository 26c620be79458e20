/** Output clashes: apart from the build's renderers, so the library stage checks paths without loading them. */
import type { Problem } from '../documents/problem';
import type { OutputFile } from '../responses/output-file';

/** Fails, as eleventy does, when two outputs would land on one path or answer one URL. */
export function collisions(files: readonly Pick<OutputFile, 'url' | 'path'>[]): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    for (const key of [`path ${file.path}`, ...(file.url ? [`URL ${file.url}`] : [])]) {
      if (seen.has(key)) problems.push({ file: file.path, line: 1, code: 'OUTPUT_COLLISION', message: `two outputs share the ${key}` });
      seen.add(key);
    }
  }
  return problems;
}
