/**
 * /llms.txt and /llms-full.txt (the llms.txt convention, https://llmstxt.org): what the service is, its
 * API and MCP endpoints, one line per style linking its Markdown and its tokens; the full file holds
 * every DESIGN.md document. For agents that read plain text rather than speak MCP.
 *
 * A library of more than LLMS_FULL_MAX_STYLES styles has its documents split (issue 34, decision 2): one
 * file per type, /llms-full/{type}.txt (a type past the limit continues in /llms-full/{type}-2.txt…), each
 * listed in llms.txt; /llms-full.txt is then the list of those files. Its style lines are split the same
 * way: /llms/{type}.txt beside each part, and llms.txt lists those instead of every style (4 MB at 10,000
 * styles, more than a model's context, and rewritten and recompressed by every edit). No file grows with
 * the library.
 */
import { LIMITS } from '../contract/limits';
import type { StyleSummary } from '../contract/schemas';
import { groupBy } from '../group-by';
import { PORTAL_PATH, REGISTRY_INDEX_PATH, SERVER_CARD_URL, styleUrl } from '../responses/routes';

export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';
/**
 * Documents a full file holds at most: beyond, llms-full.txt is split per type, in parts of at most as many
 * (some 4 MB of documents). An edit of one document rewrites and recompresses its part: at 1,000 documents a
 * part (15 MB of the 10,000 cloned documents), that was about a second of an edit's build (issue 34).
 */
export const LLMS_FULL_MAX_STYLES = 250;

/** One file of complete documents: llms-full.txt itself, or a part of a split library's. */
export interface LlmsFullPart {
  url: string;
  /** What it holds, after "Design-Style Library: " in its heading. */
  heading: string;
  /** Its styles, in list (id) order. */
  styles: StyleSummary[];
  /** Of a split library: the type, and which part of how many (1-based). */
  split?: { type: string; part: number; count: number };
}

/**
 * Where the documents go: one part, /llms-full.txt, for a library of at most `maxStyles` styles; beyond, each
 * type (in name order) in parts of at most `maxStyles`, /llms-full/{type}.txt then /llms-full/{type}-{n}.txt.
 */
export function llmsFullParts(styles: readonly StyleSummary[], maxStyles: number = LLMS_FULL_MAX_STYLES): LlmsFullPart[] {
  if (styles.length <= maxStyles) return [{ url: LLMS_FULL_PATH, heading: 'every document', styles: [...styles] }];
  const byType = groupBy(styles, (s) => s.type);
  return [...byType.keys()].sort((a, b) => a.localeCompare(b)).flatMap((type) => {
    const ofType = byType.get(type)!;
    const count = Math.ceil(ofType.length / maxStyles);
    return Array.from({ length: count }, (_, i) => ({
      url: `/llms-full/${type}${i > 0 ? `-${i + 1}` : ''}.txt`,
      heading: `every ${type} document${count > 1 ? `, part ${i + 1} of ${count}` : ''}`,
      styles: ofType.slice(i * maxStyles, (i + 1) * maxStyles),
      split: { type, part: i + 1, count },
    }));
  });
}

/** Whether the documents are split (llms-full.txt is then the list of the parts). */
export const isSplit = (parts: readonly LlmsFullPart[]): boolean => parts.length !== 1 || parts[0]!.url !== LLMS_FULL_PATH;

/** A part's line in llms.txt and in the list of parts. */
function partLine(baseUrl: string, part: LlmsFullPart): string {
  const n = part.styles.length;
  const type = part.url === LLMS_FULL_PATH ? '' : `${part.styles[0]?.type ?? ''} `;
  const label = part.url === LLMS_FULL_PATH ? 'Every document in one file' : part.heading.charAt(0).toUpperCase() + part.heading.slice(1);
  return `- [${label}](${baseUrl}${part.url}): the complete DESIGN.md of ${part.url === LLMS_FULL_PATH ? 'all ' : ''}${n} ${type}style${n === 1 ? '' : 's'}`;
}

/** Where a part's style lines are, in a split library: /llms/{type}.txt beside /llms-full/{type}.txt. */
export const llmsIndexUrl = (part: LlmsFullPart): string => part.url.replace(/^\/llms-full\//, '/llms/');

/** What a split library's index part holds, after "Design-Style Library: " in its heading and in llms.txt. */
function indexHeading(part: LlmsFullPart): string {
  const { type, part: n, count } = part.split!;
  return `the ${type} styles${count > 1 ? `, part ${n} of ${count}` : ''}`;
}

/** A split library's index part's line in llms.txt. */
function indexLine(baseUrl: string, part: LlmsFullPart): string {
  const n = part.styles.length;
  const heading = indexHeading(part);
  return `- [${heading.charAt(0).toUpperCase()}${heading.slice(1)}](${baseUrl}${llmsIndexUrl(part)}): one line for each of ${n} ${part.split!.type} style${n === 1 ? '' : 's'}, linking its Markdown and its tokens`;
}

/** /llms/{type}.txt of a split library: one line per style of a part, as an unsplit llms.txt has them. */
export function renderLlmsIndexPart(baseUrl: string, part: LlmsFullPart): string {
  return `# Design-Style Library: ${indexHeading(part)}

> ${SUMMARY}

The service, its API and the other styles: ${baseUrl}${LLMS_PATH}. The complete DESIGN.md of these styles: ${baseUrl}${part.url}.

## Styles

${part.styles.map((s) => styleLine(baseUrl, s)).join('\n')}
`;
}

/** /llms-full.txt of a split library: the files that hold the documents. */
export function renderLlmsFullIndex(baseUrl: string, parts: readonly LlmsFullPart[], maxStyles: number = LLMS_FULL_MAX_STYLES): string {
  const total = parts.reduce((n, p) => n + p.styles.length, 0);
  return `# Design-Style Library: every document, in ${parts.length} files

> ${SUMMARY}

The library's ${total} documents are more than one file holds (${maxStyles}): each type has a file of its own,
in parts of at most ${maxStyles} documents, listed here and in ${baseUrl}${LLMS_PATH}.

${parts.map((part) => partLine(baseUrl, part)).join('\n')}
`;
}

const SUMMARY =
  "A public, read-only JSON library of design-system documents in Google's DESIGN.md format, one per visual style " +
  '(glassmorphism, Swiss International, Memphis, neo-brutalism…): YAML design tokens for both light and dark modes, with ' +
  'shadows, borders, gradients, blur and motion, plus the design rationale in Markdown. No authentication.';

/** The Styles section of a split library's llms.txt: its index parts. */
function stylesBySplit(baseUrl: string, parts: readonly LlmsFullPart[], maxStyles: number): string {
  const total = parts.reduce((n, p) => n + p.styles.length, 0);
  return `The library's ${total} styles are more than one file lists (${maxStyles}): each type has a file of its own, in parts
of at most ${maxStyles} styles, with one line per style linking its Markdown, its tokens and its changes.

${parts.map((part) => indexLine(baseUrl, part)).join('\n')}`;
}

/** One line per style: its name and Markdown, its description, its version, its tokens. */
function styleLine(baseUrl: string, s: StyleSummary): string {
  const url = `${baseUrl}${styleUrl(s.slug)}`;
  return `- [${s.title}](${url}/content): ${s.description} Type ${s.type}${s.era ? `, ${s.era}` : ''}. Version ${s.version} (${s.updated_at.slice(0, 10)}, changes: ${url}/changes). Tokens: ${url}/token`;
}

/**
 * `apiPerMinute`: the API budget this deployment enforces (RATE_LIMIT_API_PER_MIN); `parts`: where the
 * complete documents are (llmsFullParts), each listed under Optional. A split library lists, under Styles,
 * the files of its style lines (renderLlmsIndexPart), not the styles: the file then reads no summary.
 */
export function renderLlmsTxt(
  baseUrl: string,
  styles: readonly StyleSummary[],
  apiPerMinute: number = LIMITS.API_REQUESTS_PER_MINUTE,
  parts: readonly LlmsFullPart[] = llmsFullParts(styles),
  maxStyles: number = LLMS_FULL_MAX_STYLES,
): string {
  return `# Design-Style Library

> ${SUMMARY}

Fetch a style's DESIGN.md body from \`/api/styles/{slug}/content\` and its tokens from \`/api/styles/{slug}/token\`, or
\`/api/styles/{slug}/export/css\` (custom properties with both modes), \`/export/css-tailwind\` (a Tailwind CSS v4 stylesheet),
\`/export/tailwind\` (a Tailwind 3 theme), \`/export/shadcn\` (a shadcn/ui theme) and \`/export/dtcg\`. Every answer is
JSON; errors are \`{error, code, details}\`. ${apiPerMinute} API requests a minute per client.

## API

- [OpenAPI description](${baseUrl}/openapi.json): every operation, parameter and response
- [List styles](${baseUrl}/api/styles?limit=50): paginated by \`page\` and \`limit\` (1–50), filtered by \`type\`
- [Search styles](${baseUrl}/api/search?q=glass): plain-text search over names, keywords, eras and descriptions
- [Similar styles](${baseUrl}/api/styles/{slug}/similar): the six styles that look most alike
- [Style changes](${baseUrl}/api/styles/{slug}/changes): a style's semantic version and what changed in each version, token by token
- [shadcn/ui registry](${baseUrl}${REGISTRY_INDEX_PATH}): every style as a shadcn/ui theme, \`npx shadcn add ${baseUrl}/r/{slug}.json\`
- [MCP server](${baseUrl}/mcp): Model Context Protocol over Streamable HTTP (stateless), tools list_styles, get_style, search_styles, export_tokens, similar_styles, get_style_changes; [server card](${baseUrl}${SERVER_CARD_URL})
- [Developer portal](${baseUrl}${PORTAL_PATH}): quick start, gallery and a preview of every style

## Styles

${isSplit(parts) ? stylesBySplit(baseUrl, parts, maxStyles) : styles.map((s) => styleLine(baseUrl, s)).join('\n')}

## Optional

${parts.map((part) => partLine(baseUrl, part)).join('\n')}
`;
}

/** Where each style's section lies in llms-full.txt: [start, end) byte offsets, by slug. */
export type LlmsSections = Map<string, readonly [number, number]>;

/** The previous llms-full.txt, from which unchanged sections are copied. */
export interface PreviousLlmsFull {
  /** Where a section still valid (same document, still first or still not first) lies in the previous file. */
  range(slug: string, first: boolean): readonly [number, number] | undefined;
  /** Reads bytes [start, end) of the previous file into `into` at `at`. */
  read(into: Buffer, at: number, start: number, end: number): void;
}

/** llms-full.txt laid out: its size, where each section lies, and its bytes on demand, whole or in pieces. */
export interface LlmsFull {
  size: number;
  sections: LlmsSections;
  /** The whole file in one buffer. */
  body(): Buffer;
  /**
   * The file in order, in pieces: sections copied from the previous file come in reads of at most `chunkBytes`
   * into one buffer, so a piece is valid until the next is asked for. For a file too large to hold (about
   * 100 MB at 10,000 styles, 140 MB for real documents): the build writes it as it comes (issue 22).
   */
  pieces(chunkBytes?: number): Generator<Buffer>;
}

type Part = Buffer | readonly [number, number] | { slug: string; length: number };

const isRange = (part: Part | undefined): part is readonly [number, number] => Array.isArray(part);

/**
 * Every style's complete document, front matter included, under its name and URL. Assembled from the
 * documents' bytes, never one large string. With `previous`, an unchanged section is read straight from
 * the previous file, adjacent ones in one read, so an edit reads one document, not all of them, and
 * copies nothing twice. A document's bytes are read twice (for their trimmed length, then into place)
 * rather than held until the file is written: at 10,000 styles that would hold the documents' 100 MB.
 */
export function layOutLlmsFull(
  baseUrl: string,
  styles: readonly StyleSummary[],
  documentBytes: (slug: string) => Buffer,
  previous?: PreviousLlmsFull,
  heading = 'every document',
): LlmsFull {
  const parts: Part[] = [Buffer.from(`# Design-Style Library: ${heading}\n\n> ${SUMMARY}\n\n`)];
  const sections: LlmsSections = new Map();
  let offset = (parts[0] as Buffer).length;
  const lengthOf = (part: Part) => (Buffer.isBuffer(part) ? part.length : isRange(part) ? part[1] - part[0] : part.length);
  const add = (part: Part) => {
    const last = parts[parts.length - 1];
    // A range that continues the previous one is read with it.
    if (isRange(part) && isRange(last) && last[1] === part[0]) parts[parts.length - 1] = [last[0], part[1]];
    else parts.push(part);
    offset += lengthOf(part);
  };
  const trimmedLength = (text: Buffer) => {
    let end = text.length;
    while (end > 0 && (text[end - 1] === 0x0a || text[end - 1] === 0x0d || text[end - 1] === 0x20)) end--;
    return end;
  };
  styles.forEach((s, i) => {
    const start = offset;
    const kept = previous?.range(s.slug, i === 0);
    if (kept) add(kept);
    else {
      const length = trimmedLength(documentBytes(s.slug));
      add(Buffer.from(`${i > 0 ? '\n' : ''}# ${s.title}\n\nSource: ${baseUrl}${styleUrl(s.slug)} · slug \`${s.slug}\` · type ${s.type}\n\n\`\`\`\`markdown\n`));
      add({ slug: s.slug, length });
      add(Buffer.from('\n````\n'));
    }
    sections.set(s.slug, [start, offset]);
  });
  const size = offset;
  // A document saved again meanwhile keeps its section's length (the offsets are taken); the build its save
  // starts writes it whole.
  const documentInto = (part: { slug: string; length: number }, into: Buffer, at: number) => {
    const copied = documentBytes(part.slug).copy(into, at, 0, part.length);
    into.fill(0x0a, at + copied, at + part.length);
  };
  return {
    size,
    sections,
    body() {
      const body = Buffer.allocUnsafe(size);
      let at = 0;
      for (const part of parts) {
        if (Buffer.isBuffer(part)) part.copy(body, at);
        else if (isRange(part)) previous!.read(body, at, part[0], part[1]);
        else documentInto(part, body, at);
        at += lengthOf(part);
      }
      return body;
    },
    *pieces(chunkBytes = 4 << 20) {
      let chunk: Buffer | undefined;
      for (const part of parts) {
        if (Buffer.isBuffer(part)) yield part;
        else if (isRange(part)) {
          chunk ??= Buffer.allocUnsafe(chunkBytes);
          for (let start = part[0]; start < part[1]; start += chunkBytes) {
            const end = Math.min(part[1], start + chunkBytes);
            previous!.read(chunk, 0, start, end);
            yield chunk.subarray(0, end - start);
          }
        } else {
          const piece = Buffer.allocUnsafe(part.length);
          documentInto(part, piece, 0);
          yield piece;
        }
      }
    },
  };
}
