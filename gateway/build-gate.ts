/**
 * What a request may be answered from while a build runs: the last good library, or a file this build has
 * already put in place (`release`, with the edited styles' own files). List pages are rewritten in place
 * (generator/pipeline/writer.ts, 'overwrite'), so a request for anything else waits until the build is done
 * (`open`) rather than read a file half written, or a new list page beside an old one.
 */
export function buildGate() {
  let closed = false;
  const placed = new Set<string>();
  let held: { file: string | undefined; answer: () => void }[] = [];
  return {
    close(): void {
      closed = true;
      placed.clear();
    },
    /** These files of dist/ are in place: requests for them are answered now. */
    release(files: Iterable<string>): void {
      for (const file of files) placed.add(file);
      const waiting = held;
      held = [];
      for (const request of waiting) (request.file !== undefined && placed.has(request.file) ? request.answer() : held.push(request));
    },
    /** The build is done: every held request is answered, from the library now loaded. */
    open(): void {
      closed = false;
      placed.clear();
      const waiting = held;
      held = [];
      for (const request of waiting) request.answer();
    },
    /** Answers now, or holds `answer` until the request's file is in place or the build is done. */
    pass(file: string | undefined, answer: () => void): void {
      if (!closed || (file !== undefined && placed.has(file))) return answer();
      held.push({ file, answer });
    },
  };
}
