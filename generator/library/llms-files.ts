/** /llms.txt (an index of the library for language models) and /llms-full.txt (every document, whole). */
import { keyOf } from '../pipeline/key';
import { layOutLlmsFull, LLMS_FULL_PATH, LLMS_PATH, renderLlmsTxt } from '../publish/llms-txt';
import type { LibraryFamily } from './library-file';

export const llmsFiles: LibraryFamily = {
  name: 'llms.txt',
  routed: true,
  files: ({ input, summaries, allSummaries, settingsKey, everything, budgets }) => {
    // Laid out once asked for; its sections' places go to the build cache, so the next build copies what it can.
    const llmsFull = () => {
      const file = layOutLlmsFull(input.baseUrl, summaries, input.documentBytes, input.llmsFull?.previous);
      input.llmsFull?.rendered(file.sections);
      return file;
    };
    return [
      { url: LLMS_PATH, path: LLMS_PATH.slice(1), key: keyOf('llms', allSummaries, settingsKey), body: () => renderLlmsTxt(input.baseUrl, summaries, budgets.apiRequestsPerMinute) },
      { url: LLMS_FULL_PATH, path: LLMS_FULL_PATH.slice(1), key: keyOf('llms-full', everything), laidOut: llmsFull, body: () => llmsFull().body() },
    ];
  },
};
