/** The MCP part of the portal: the endpoint, how it behaves, and a client configuration to paste. */
import { MCP_PATH, SERVER_CARD_URL } from '../responses/routes';
import { escapeHtml } from './html';

/** A client configuration (the `mcpServers` form read by most MCP clients) for the server at `baseUrl`. */
export function mcpClientConfig(baseUrl: string): string {
  return JSON.stringify({ mcpServers: { 'design-style-library': { type: 'http', url: `${baseUrl}${MCP_PATH}` } } }, null, 2);
}

/** The MCP section: endpoint, statelessness, tools, resources, budget, discovery and a configuration to copy. */
export function renderMcpSection(baseUrl: string, apiPerMinute: number): string {
  const endpoint = `${baseUrl}${MCP_PATH}`;
  return `<section id="mcp" class="section section-alt" aria-labelledby="mcp-title">
<div class="wrap two-columns">
<div>
<h2 id="mcp-title">For agents: the MCP server</h2>
<p class="section-lead">Coding agents can use the library through the Model Context Protocol, with the same data as the REST API.</p>
<dl class="facts">
<dt>Endpoint</dt><dd><code>${escapeHtml(endpoint)}</code> (Streamable HTTP)</dd>
<dt>Sessions</dt><dd>None: the server is stateless, every <code>POST</code> stands alone, so there is nothing to resume or close.</dd>
<dt>Tools</dt><dd>Read-only tools to list, get, search and export styles, with JSON Schema inputs and structured outputs. Bad arguments come back as tool errors with the API's error codes.</dd>
<dt>Resources</dt><dd>Every style is a resource <code>style://{slug}</code> whose text is its DESIGN.md document.</dd>
<dt>Budget</dt><dd>Each request to <code>${MCP_PATH}</code> counts against the API budget (${apiPerMinute} per minute).</dd>
<dt>Discovery</dt><dd>The server card is at <a href="${SERVER_CARD_URL}"><code>${SERVER_CARD_URL}</code></a>.</dd>
</dl>
</div>
<div>
<h3 id="mcp-config-title">Client configuration</h3>
<pre class="code" data-copy aria-labelledby="mcp-config-title"><code>${escapeHtml(mcpClientConfig(baseUrl))}</code></pre>
<p>Or from a terminal, with Claude Code:</p>
<pre class="code command" data-copy><code>claude mcp add --transport http design-style-library ${escapeHtml(endpoint)}</code></pre>
</div>
</div>
</section>`;
}
