/**
 * The page a browser gets for a path that names nothing (issue 31): a request whose Accept names text/html
 * for a path counted as a page (contract/budgets.ts: not the API, not an asset) is answered 404 with this
 * page, by the gateway (gateway/routes/not-found.ts) and the nginx front alike; every other client keeps
 * the Error body. No URL names the file itself.
 */
import { PORTAL_PATH } from '../responses/routes';

export const NOT_FOUND_PAGE_PATH = `${PORTAL_PATH.slice(1)}/404.html`;

/** Whether an Accept header asks for HTML (a browser navigating), as the nginx front's map reads it. */
export const ACCEPTS_HTML = /text\/html/i;

export function renderNotFoundMain(referencePath: string): string {
  return `<section class="section" aria-labelledby="not-found-title">
<div class="wrap">
<h1 id="not-found-title">Nothing is published here</h1>
<p class="section-lead">This address names no page of the Design-Style Library. The portal, the gallery of styles and the API reference are a click away; the API itself lives under <code>/api</code> and is described by <a href="/openapi.json">openapi.json</a>.</p>
<ul>
<li><a href="${PORTAL_PATH}">Developer portal</a></li>
<li><a href="${PORTAL_PATH}#gallery">Gallery of styles</a></li>
<li><a href="${referencePath}">API reference</a></li>
</ul>
</div>
</section>`;
}
