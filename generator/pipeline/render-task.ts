/**
 * Library files whose bodies cost real work to render (a search shard: a Lunr index over a thousand styles;
 * a preview page), described by their inputs so a worker thread can render them beside compressing them:
 * the build's main thread hands out a few kilobytes of inputs instead of rendering (issue 22).
 */
import type { StyleSummary } from '../contract/schemas';
import { renderPreviewHtml } from '../portal/preview-page';
import { asciiJson } from '../search/ascii-json';
import { buildSearchIndex, compactIndex } from '../search/index-definition';
import type { PreviewData } from './document-stage';

export type RenderTask =
  | { kind: 'search-shard'; styles: StyleSummary[] }
  | { kind: 'preview'; style: StyleSummary; preview: PreviewData; similar: StyleSummary[] };

export function renderTask(task: RenderTask): string {
  switch (task.kind) {
    case 'search-shard':
      return asciiJson(JSON.stringify(compactIndex(buildSearchIndex(task.styles))));
    case 'preview':
      return renderPreviewHtml(task.style, task.preview, task.similar);
  }
}

/** A file a build task writes: its body, or the inputs a worker renders it from. */
export type FileToWrite = { path: string; body: string | Buffer } | { path: string; task: RenderTask };

/** Renders the files given as tasks, one at a time, as the writer asks for them. */
export function* withBodies(files: readonly FileToWrite[]): Generator<{ path: string; body: string | Buffer }> {
  for (const file of files) yield 'task' in file ? { path: file.path, body: renderTask(file.task) } : file;
}
