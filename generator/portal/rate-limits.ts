/** The rate-limit part of the portal: the three budgets, the headers that report them, and what a 429 means. */
import type { Budgets } from '../build-config';
import { ASSET_EXTENSIONS } from '../contract/budgets';
import { MCP_PATH } from '../responses/routes';

/** The rate-limit section, with the budgets this deployment enforces (RATE_LIMIT_*_PER_MIN). */
export function renderRateLimits(budgets: Budgets): string {
  const api = budgets.apiRequestsPerMinute;
  const pages = budgets.pageRequestsPerMinute;
  const assets = budgets.assetRequestsPerMinute;
  const extensions = ASSET_EXTENSIONS.map((e) => `<code>.${e}</code>`).join(', ');
  return `<section id="rate-limits" class="section" aria-labelledby="rate-limits-title">
<div class="wrap two-columns">
<div>
<h2 id="rate-limits-title">Rate limits</h2>
<p class="section-lead">Limits are counted per client IP over a one-minute window, in three budgets: a page counts once, not the stylesheets, scripts and fonts it loads. The numbers below are this server's; the headers of every answer tell them too.</p>
<div class="table-scroll">
<table>
<caption>Budgets</caption>
<thead><tr><th scope="col">Budget</th><th scope="col">Paths</th><th scope="col">Requests per minute</th></tr></thead>
<tbody>
<tr><th scope="row"><code>api</code></th><td><code>/api/…</code>, <code>${MCP_PATH}</code> and the shadcn/ui registry, <code>/r/…</code></td><td>${api}</td></tr>
<tr><th scope="row"><code>assets</code></th><td>what pages load: paths ending in ${extensions} (stylesheets, scripts, fonts, covers, the icon)</td><td>${assets}</td></tr>
<tr><th scope="row"><code>pages</code></th><td>everything else: this portal's pages, the style previews, <code>/openapi.json</code>, <code>/llms.txt</code></td><td>${pages}</td></tr>
</tbody>
</table>
</div>
</div>
<div>
<h3>Reading the headers</h3>
<p>Every response, errors included, carries the IETF <code>RateLimit</code> and <code>RateLimit-Policy</code> fields of its budget: <code>r</code> is what remains, <code>t</code> the seconds until the window resets, <code>q</code> the quota.</p>
<pre class="code"><code>RateLimit: "api"; r=${api - 1}; t=60
RateLimit-Policy: "api"; q=${api}; w=60</code></pre>
<p>Past the quota the answer is <code>429</code> with code <code>RATE_LIMITED</code> and a <code>Retry-After</code> in seconds: wait that long, then retry. Cache what you fetch: responses carry an <code>ETag</code>, and styles change only when the library is rebuilt.</p>
</div>
</div>
</section>`;
}
