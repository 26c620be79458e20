/**
 * Streamable HTTP glue for /mcp, stateless: every POST gets a new server and transport (the SDK's
 * stateless example), so nothing is kept between requests. GET and DELETE, which only sessions
 * use, answer 405 as the transport spec asks of a server without them.
 */
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { RequestHandler } from 'express';
import { createMcpServer, type McpDeps } from './server';

/** Bodies past this size are refused by the transport (413); real MCP messages here are a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024;

/** POST /mcp; any other method is 405 with `Allow: POST` and a JSON-RPC error body. */
export function mcpEndpoint(deps: McpDeps): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST');
      res.status(405).json({ jsonrpc: '2.0', error: { code: -32000, message: 'Method not allowed: this MCP server is stateless; send JSON-RPC messages with POST.' }, id: null });
      return;
    }
    const server = createMcpServer(deps);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true, maxRequestBodySize: MAX_BODY_BYTES });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      // The transport reads and parses the body itself: malformed JSON is a JSON-RPC parse error (-32700), not an HTTP 500.
      await transport.handleRequest(req, res);
    } catch (error) {
      next(error);
    }
  };
}
