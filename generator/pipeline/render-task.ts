/**
 * Library files whose bodies cost real work to render (a search shard: a Lunr index over a thousand styles;
 * a preview page; the portal's front page and gallery pages), described by their inputs so a worker thread
 * can render them beside compressing them: the build's main thread hands out inputs instead of rendering
 * (issue 22).
 */
import type { Budgets } from '../build-config';
import type { StyleSummary } from '../contract/schemas';
import type { GalleryPage } from '../portal/gallery';
import type { HomeLibrary } from '../portal/home-page';
import { renderPreviewHtml } from '../portal/preview-page';
import { renderGalleryPage, renderHome } from '../portal/render-portal';
import { asciiJson } from '../search/ascii-json';
import { buildSearchIndex, compactIndex, type SearchInput } from '../search/index-definition';
import type { PreviewData } from './document-stage';
import { writeFiles, type FileBody, type WriteMode } from './writer';

export type RenderTask =
  | { kind: 'search-shard'; styles: SearchInput[] }
  // The preview data as its JSON, which the build holds and a worker receives as one string (build-cache.ts lazyPreview).
  | { kind: 'preview'; style: StyleSummary; previewJson: string; similar: StyleSummary[] }
  | { kind: 'portal-home'; baseUrl: string; library: HomeLibrary; budgets: Budgets }
  | { kind: 'gallery-page'; page: GalleryPage };

export function renderTask(task: RenderTask): string {
  switch (task.kind) {
    case 'search-shard':
      return asciiJson(JSON.stringify(compactIndex(buildSearchIndex(task.styles))));
    case 'preview':
      return renderPreviewHtml(task.style, JSON.parse(task.previewJson) as PreviewData, task.similar);
    case 'portal-home':
      return renderHome(task.baseUrl, task.library, task.budgets);
    case 'gallery-page':
      return renderGalleryPage(task.page);
  }
}

/** A file a build task writes: its body (or only some of its forms, writer.ts), or the inputs a worker renders it from. */
export type FileToWrite = FileBody | { path: string; task: RenderTask };

/** Renders the files given as tasks, one at a time, as the writer asks for them. */
export function* withBodies(files: readonly FileToWrite[]): Generator<FileBody> {
  for (const file of files) yield 'task' in file ? { path: file.path, body: renderTask(file.task) } : file;
}

/** A batch of files to write under `root` (build-task.ts BuildTask). */
export interface FilesTask {
  kind: 'files';
  root: string;
  mode: WriteMode;
  files: FileToWrite[];
}

/** Writes a batch of files, rendering those given as tasks: what a write worker does, and the build's own thread without one. */
function runFilesTask(task: FilesTask): { kind: 'files'; written: number } {
  return { kind: 'files', written: writeFiles(task.root, withBodies(task.files), task.mode) };
}

/** A body rendered and sent back, not written: a search shard built ahead (shards-ahead.ts), which the build may write later. */
export interface RenderOnlyTask {
  kind: 'render';
  task: RenderTask;
}

/** Runs a task a write worker takes (write-worker.ts), as the build's own thread and a build worker run it too. */
export function runWriteTask(task: FilesTask | RenderOnlyTask): { kind: 'files'; written: number } | { kind: 'render'; body: string } {
  return task.kind === 'files' ? runFilesTask(task) : { kind: 'render', body: renderTask(task.task) };
}
