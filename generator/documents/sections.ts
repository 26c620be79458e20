/** Finds the `## ` sections of a Markdown body, skipping headings inside fenced code. */

/** Text of each second-level section, keyed by heading, trimmed. */
export function sectionsOf(body: string): Map<string, string> {
  const sections = new Map<string, string>();
  let heading: string | undefined;
  let lines: string[] = [];
  let fence: string | undefined;
  const close = () => {
    if (heading !== undefined && !sections.has(heading)) sections.set(heading, lines.join('\n').trim());
  };
  for (const line of body.split(/\r?\n/)) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) fence = fence === undefined ? marker : undefined;
    const match = fence === undefined ? /^##[ \t]+(.+?)[ \t#]*$/.exec(line) : null;
    if (match) {
      close();
      heading = match[1]!;
      lines = [];
    } else {
      lines.push(line);
    }
  }
  close();
  return sections;
}
