/** Every style as an MCP resource `style://{slug}` whose text is its DESIGN.md document, taken from the getStyle file. */
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { styleUrl } from '../../../generator/responses/style-files';
import type { DistStore } from '../../dist-store';
import { findStyleFile, survivingSlug } from '../../routes/styles';
import { failureText, parseStored } from '../tools/tool-kit';

export const STYLE_URI_TEMPLATE = 'style://{slug}';
export const styleUri = (slug: string) => `style://${slug}`;
export const DESIGN_MD_MIME_TYPE = 'text/markdown';

/**
 * MCP's "resource not found" (spec: server/resources, error handling). Its JSON-RPC message is the
 * API's `CODE: details` alone: the SDK's McpError would prefix `MCP error -32002: ` on the server, and
 * clients add that prefix again when they raise it.
 */
class ResourceNotFound extends Error {
  readonly code = -32002;
  constructor(
    message: string,
    readonly data: { uri: string },
  ) {
    super(message);
  }
}

/** Registers the `style://{slug}` template: listed in id order, read from the generated getStyle files. */
export function registerStyleResources(server: McpServer, { store }: { store: DistStore }): void {
  const template = new ResourceTemplate(STYLE_URI_TEMPLATE, {
    // In list order (id ascending), like every list of the API.
    list: () => ({
      resources: [...store.search.styles.values()]
        .sort((a, b) => a.id - b.id)
        .map((style) => ({ uri: styleUri(style.slug), name: style.slug, title: style.title, description: style.description, mimeType: DESIGN_MD_MIME_TYPE })),
    }),
  });
  server.registerResource(
    'style',
    template,
    { title: 'Style document', description: 'The DESIGN.md document of a style: YAML design tokens and the Markdown rationale.', mimeType: DESIGN_MD_MIME_TYPE },
    (uri, { slug }) => {
      const name = String(slug);
      const found = findStyleFile(store, name, styleUrl(survivingSlug(store, name)));
      if (!found.ok) throw new ResourceNotFound(failureText(found), { uri: uri.href });
      return { contents: [{ uri: uri.href, mimeType: DESIGN_MD_MIME_TYPE, text: String(parseStored(found.value).design_document) }] };
    },
  );
}
