/** The work a build hands out per document or per batch of files, run in a worker thread or in process. */
import type { SourceDocument } from '../documents/read-sources';
import { asciiJson } from '../search/ascii-json';
import type { DocumentDigest, DocumentResult } from './document-stage';
import { processDocument } from './document-stage';
import { runWriteTask, type FilesTask, type RenderOnlyTask } from './render-task';
import { writeFiles } from './writer';

/** A rendered document's digest as it leaves the task: its preview data as ASCII JSON (build-cache.ts lazyPreview). */
export type SentDigest = Omit<DocumentDigest, 'preview'> & { previewJson: string };

export type BuildTask =
  | { kind: 'document'; source: SourceDocument; baseUrl: string; key: string; root: string }
  | FilesTask
  | RenderOnlyTask;

export type TaskResult =
  | { kind: 'document'; result: Exclude<DocumentResult, { ok: true }> | { ok: true; digest: SentDigest; paths: string[] }; written: number }
  | { kind: 'files'; written: number }
  | { kind: 'render'; body: string };

/** Validates and renders a document, writing its files under `root` (a staging directory). */
export function runTask(task: BuildTask): TaskResult {
  if (task.kind !== 'document') return runWriteTask(task);
  const result = processDocument(task.source, task.baseUrl, task.key);
  if (!result.ok) return { kind: 'document', result, written: 0 };
  const written = writeFiles(task.root, result.files, 'fresh');
  // The cover is written (covers/<slug>.svg); the sprite reads it back, so the digest travels without it. The
  // preview data travels as text, held so until a preview page is rendered.
  const { cover: _cover, preview: _preview, ...digest } = result.digest;
  const previewJson = asciiJson(result.previewJson);
  return { kind: 'document', result: { ok: true, digest: { ...digest, cover: '', previewJson }, paths: result.files.map((f) => f.path) }, written };
}
