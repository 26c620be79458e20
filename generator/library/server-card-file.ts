/** The MCP server card (/.well-known/mcp/server-card.json, publish/server-card.ts). */
import { renderServerCard } from '../publish/server-card';
import type { LibraryFamily } from './library-file';

export const serverCardFile: LibraryFamily = {
  name: 'server card',
  routed: true,
  files: ({ input }) => [{ ...renderServerCard(input.baseUrl), body: () => renderServerCard(input.baseUrl).body }],
};
