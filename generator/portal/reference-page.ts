/** The API reference page, /developers/reference: Scalar renders /openapi.json, bundled locally. */
import { escapeHtml } from './html';

/** The mount point; reference.js reads the document URL from it. Not `id="api-reference"`: the bundle auto-mounts that id with defaults. */
export function renderReferenceMain(openApiUrl: string): string {
  return `<h1 class="visually-hidden">API reference</h1>
<div id="reference" data-openapi-url="${escapeHtml(openApiUrl)}"><p class="wrap reference-fallback">Loading the interactive reference… It needs JavaScript; the raw OpenAPI document is at <a href="${escapeHtml(openApiUrl)}">${escapeHtml(openApiUrl)}</a>.</p></div>`;
}
