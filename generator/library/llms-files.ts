/**
 * /llms.txt (an index of the library for language models) and the complete documents: /llms-full.txt whole,
 * or, past LLMS_FULL_MAX_STYLES styles, one file per type listed in llms.txt and in llms-full.txt, with the
 * style lines beside each in /llms/{type}.txt (issue 34). A split llms.txt depends on the parts' sizes only,
 * so an edit rewrites the one index part that lists the style, not 4 MB of lines.
 */
import { keyOf } from '../pipeline/key';
import {
  isSplit,
  layOutLlmsFull,
  LLMS_FULL_MAX_STYLES,
  LLMS_FULL_PATH,
  LLMS_PATH,
  llmsFullParts,
  llmsIndexUrl,
  renderLlmsFullIndex,
  renderLlmsIndexPart,
  renderLlmsTxt,
} from '../publish/llms-txt';
import type { LibraryFamily, LibraryFile } from './library-file';

export const llmsFiles: LibraryFamily = {
  name: 'llms.txt',
  routed: true,
  files: (context) => {
    const { input, summaries, settingsKey, bySlug, budgets, table } = context;
    const max = input.llmsFullMaxStyles ?? LLMS_FULL_MAX_STYLES;
    const parts = llmsFullParts(summaries, max);
    const split = isSplit(parts);
    const layout = JSON.stringify(parts.map((p) => [p.url, p.styles.length]));
    const files: LibraryFile[] = [
      {
        url: LLMS_PATH,
        path: LLMS_PATH.slice(1),
        key: split ? keyOf('llms-split', String(max), settingsKey, layout) : keyOf('llms', context.allSummaries, settingsKey, layout),
        body: () => renderLlmsTxt(input.baseUrl, summaries, budgets.apiRequestsPerMinute, parts, max),
      },
    ];
    if (split) {
      for (const part of parts) {
        const url = llmsIndexUrl(part);
        const key = keyOf('llms-index', settingsKey, part.heading, ...part.styles.map((s) => table.get(s.slug)!.hash));
        files.push({ url, path: url.slice(1), key, body: () => renderLlmsIndexPart(input.baseUrl, part) });
      }
      const body = () => {
        // It holds no document: the previous build's sections, if it held them, are nothing to copy from.
        input.llmsFull?.rendered(LLMS_FULL_PATH.slice(1), null);
        return renderLlmsFullIndex(input.baseUrl, parts, max);
      };
      files.push({ url: LLMS_FULL_PATH, path: LLMS_FULL_PATH.slice(1), key: keyOf('llms-full-index', input.baseUrl, String(max), layout), body });
    }
    for (const part of parts) {
      const path = part.url.slice(1);
      // Laid out once asked for; its sections' places go to the build cache, so the next build copies what it can.
      const laidOut = () => {
        const file = layOutLlmsFull(input.baseUrl, part.styles, input.documentBytes, input.llmsFull?.previous(path), part.heading);
        input.llmsFull?.rendered(path, file.sections);
        return file;
      };
      const key = keyOf('llms-full', input.baseUrl, part.heading, ...part.styles.map((s) => bySlug.get(s.slug)!.key));
      files.push({ url: part.url, path, key, laidOut, body: () => laidOut().body() });
    }
    return files;
  },
};
