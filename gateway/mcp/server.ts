/** createMcpServer(deps): the MCP face of the library (tools and resources), apart from any transport. */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { mcpServerIdentity } from '../../generator/publish/server-card';
import type { DistStore } from '../dist-store';
import { registerStyleResources, STYLE_URI_TEMPLATE } from './resources/style-documents';
import { registerTools, TOOLS } from './tools';

export interface McpDeps {
  store: DistStore;
}

const INSTRUCTIONS =
  `A read-only library of design systems, one DESIGN.md document per visual style. Tools: ${TOOLS.map((t) => t.name).join(', ')}. ` +
  `Find a style with search_styles or list_styles, then read it with get_style or the resource ${STYLE_URI_TEMPLATE}, ` +
  'export its tokens with export_tokens, and learn its version and what changed in each with get_style_changes. ' +
  'Invalid arguments are tool errors that start with the API error code.';

/**
 * The JSON Schema validator every server shares. The SDK would build an Ajv instance for each server, that is for each
 * POST /mcp (a tenth of a tool call's time), though a server uses it only to check elicitation answers, which this
 * one never asks for.
 */
let validator: AjvJsonSchemaValidator | undefined;

/** A server over the loaded dist/; its identity is the server card's, built for the same base URL. */
export function createMcpServer(deps: McpDeps): McpServer {
  const { name, title, version, description, websiteUrl } = mcpServerIdentity(deps.store.manifest.baseUrl);
  const server = new McpServer({ name, title, version, description, websiteUrl }, { instructions: INSTRUCTIONS, jsonSchemaValidator: (validator ??= new AjvJsonSchemaValidator()) });
  registerTools(server, deps);
  registerStyleResources(server, deps);
  // The SDK advertises listChanged once a tool or resource is registered; a stateless server (one per
  // request) can never send those notifications, and the library only changes with a new deployment.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false } });
  return server;
}
