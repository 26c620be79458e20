/** A file of dist/, and the public URL it answers (null for files the gateway reads but does not route). */
export interface OutputFile {
  /** Public URL: path plus canonical query, e.g. `/api/styles?limit=20&page=1`. */
  url: string | null;
  /** Path inside dist/, with forward slashes. */
  path: string;
  body: string | Buffer;
}

/** Compact JSON; objects are built with their keys in contract order, so output is stable. */
export function json(body: unknown): string {
  return JSON.stringify(body);
}
