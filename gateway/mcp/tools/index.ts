/** The only list of the MCP server's tools. To add one: a file here with its schemas and register(), then a line below. */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { exportTokens } from './export-tokens';
import { getStyle } from './get-style';
import { getStyleChanges } from './get-style-changes';
import { listStyles } from './list-styles';
import { searchStyles } from './search-styles';
import { similarStyles } from './similar-styles';
import type { ToolDefinition, ToolDeps } from './tool-kit';

export const TOOLS: readonly ToolDefinition[] = [listStyles, getStyle, searchStyles, exportTokens, similarStyles, getStyleChanges];

export function registerTools(server: McpServer, deps: ToolDeps): void {
  for (const tool of TOOLS) tool.register(server, deps);
}
