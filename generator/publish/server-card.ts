/**
 * The MCP server's identity, and its server card at /.well-known/mcp/server-card.json
 * (the official server-card schema, v1). The gateway's MCP server reports the same identity,
 * so the card and the `initialize` answer cannot disagree.
 */
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { API_VERSION } from '../contract/openapi';
import type { OutputFile } from '../responses/output-file';
import { MCP_PATH, PORTAL_PATH, SERVER_CARD_URL } from '../responses/routes';

/**
 * The protocol versions the MCP SDK supports, loaded when a card is rendered: the SDK's types module (zod and
 * every schema of the protocol) cost each `npm run build` 0.12 s to load, and a build that keeps the card
 * (any edit of a document) does not render it.
 */
const supportedProtocolVersions = (): readonly string[] =>
  (createRequire(import.meta.url)('@modelcontextprotocol/sdk/types.js') as typeof import('@modelcontextprotocol/sdk/types.js')).SUPPORTED_PROTOCOL_VERSIONS;

/** The card's file in dist/. */
export const SERVER_CARD_PATH = SERVER_CARD_URL.slice(1);

export const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

export interface McpServerIdentity {
  /** Reverse-DNS name: the base URL's host reversed (an IP address kept as is), then the server's own name. */
  name: string;
  title: string;
  version: string;
  description: string;
  websiteUrl: string;
}

/**
 * The name's namespace: a host name reversed (`api.example.com` → `com.example.api`); an IP address,
 * which has no DNS order to reverse, as written (`127.0.0.1`, `[::1]` → `--1`). Characters the card's
 * name pattern refuses become `-`.
 */
function namespaceOf(hostname: string): string {
  const address = hostname.replace(/^\[|\]$/g, '');
  const namespace = isIP(address) ? address : hostname.split('.').reverse().join('.');
  return namespace.replace(/[^a-zA-Z0-9.-]/g, '-');
}

/** Name, title, version and description of the MCP server published at `baseUrl`. */
export function mcpServerIdentity(baseUrl: string): McpServerIdentity {
  return {
    name: `${namespaceOf(new URL(baseUrl).hostname)}/design-style-library`,
    title: 'Design-Style Library',
    version: API_VERSION,
    description: 'Browse, search and fetch DESIGN.md design systems of visual styles, and export their tokens.',
    websiteUrl: `${baseUrl}${PORTAL_PATH}`,
  };
}

/** The server card: identity plus the one Streamable HTTP remote. */
export function renderServerCard(baseUrl: string): OutputFile {
  const { name, version, title, description, websiteUrl } = mcpServerIdentity(baseUrl);
  const card = {
    $schema: SERVER_CARD_SCHEMA,
    name,
    version,
    title,
    description,
    websiteUrl,
    remotes: [{ type: 'streamable-http', url: `${baseUrl}${MCP_PATH}`, supportedProtocolVersions: [...supportedProtocolVersions()] }],
  };
  return { url: SERVER_CARD_URL, path: SERVER_CARD_PATH, body: JSON.stringify(card, null, 2) };
}
