/** The MCP server card (/.well-known/mcp/server-card.json, publish/server-card.ts). */
import { keyOf } from '../pipeline/key';
import { renderServerCard, SERVER_CARD_PATH } from '../publish/server-card';
import { SERVER_CARD_URL } from '../responses/routes';
import type { LibraryFamily } from './library-file';

export const serverCardFile: LibraryFamily = {
  name: 'server card',
  routed: true,
  // Keyed by the base URL (the code version covers the rest, the MCP SDK's protocol versions included): a build
  // that keeps it does not load the SDK to render it.
  files: ({ input }) => [{ url: SERVER_CARD_URL, path: SERVER_CARD_PATH, key: keyOf('server-card', input.baseUrl), body: () => renderServerCard(input.baseUrl).body }],
};
