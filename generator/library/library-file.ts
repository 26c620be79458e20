/** A file of dist/ that depends on the whole library, and the interface of a family of them (families.ts lists them all). */
import type { LibraryContext } from './library-context';
import { renderTask, type RenderTask } from '../pipeline/render-task';

/** A file of dist/: its public URL (null for build internals), its path, the key of its inputs and its body, on demand. */
export interface LibraryFile {
  url: string | null;
  path: string;
  /** Hash of what the body depends on; files without one are rendered and compared every build. */
  key?: string;
  /** Set when the previous build (LibraryInput.previous) wrote this file with the bytes it would have now. */
  unchanged?: boolean;
  body: () => string | Buffer;
  /** The body's inputs, for a worker thread to render it (pipeline/render-task.ts); `body` renders the same in process. */
  task?: RenderTask;
  /** Rewritten over its own bytes on an incremental build, not replaced by a rename (pipeline/writer.ts): the list pages. */
  overwrite?: true;
  /**
   * Set when the previous build's file cannot hold these bytes (a list page whose filter's total changed), so
   * the writer need not read it to compare: adding a style at 10,000 rewrites some 48,000 such pages.
   */
  differs?: boolean;
  /**
   * A body too large to hold twice (a file of complete documents, llms-full.txt or a part: up to
   * LLMS_FULL_MAX_STYLES documents, some 4 MB), laid out before it is made:
   * its size, and its bytes whole or in pieces. The build writes the pieces as they come when the file has no
   * compressed sibling to make (precompress.ts MAX_COMPRESS_BYTES).
   */
  laidOut?: () => { size: number; body(): Buffer; pieces(): Iterable<Buffer> };
}

/**
 * One family of library files (the list pages, the search files, the portal…): a module of its own, listed
 * once in families.ts, as the MCP tools are in gateway/mcp/tools/index.ts. The library stage calls the list
 * and knows no family by name.
 */
export interface LibraryFamily {
  name: string;
  /**
   * Whether its URLs are fixed routes, which the manifest lists for the gateway (manifest.json `routes`).
   * Per-style and list URLs follow patterns the gateway knows (responses/routes.ts) and are not listed.
   */
  routed: boolean;
  /** Its files, in a stable order, rendered only when asked for. */
  files(context: LibraryContext): Iterable<LibraryFile>;
}

/** A file rendered from a RenderTask, in process when its body is asked for, or by a worker. */
export const rendered = (file: Omit<LibraryFile, 'body' | 'task'>, task: () => RenderTask): LibraryFile => ({
  ...file,
  get task() {
    return task();
  },
  body: () => renderTask(task()),
});
