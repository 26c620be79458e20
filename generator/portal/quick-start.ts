/** The quick start of the portal: every operation of the contract with a runnable curl example, and the two commands into a Tailwind v4 / shadcn project. */
import { OPERATIONS, type OperationDescriptor } from '../contract/operations';
import { EXPORT_FORMATS } from '../contract/parameters';
import { CLI_PACKAGE_URL, cliCommand } from '../publish/cli-package';
import { registryItemPath } from '../responses/routes';
import { escapeHtml, inlineMarkdown } from './html';

/** Example query strings: a short list page, a typed search. */
const EXAMPLE_QUERY: Partial<Record<OperationDescriptor['operationId'], string>> = {
  listStyles: '?type=retro&limit=3',
  searchStyles: '?q=glass&limit=3',
};

/** The path of `op` with its path parameters filled in for `slug`. */
export function examplePath(op: OperationDescriptor, slug: string): string {
  const path = op.path.replace('{slug}', slug).replace('{format}', 'css');
  return `${path}${EXAMPLE_QUERY[op.operationId] ?? ''}`;
}

/** The first sentence of a description, for the operation table. */
const firstSentence = (text: string) => text.match(/^.*?\.(?=\s|$)/)?.[0] ?? text;

/** The quick-start section: the operation table and one curl example per operation. */
export function renderQuickStart(baseUrl: string, exampleSlug: string): string {
  const rows = OPERATIONS.map(
    (op) =>
      `<tr><th scope="row"><code>${escapeHtml(op.operationId)}</code></th><td><code>GET ${escapeHtml(op.path)}</code></td><td>${inlineMarkdown(firstSentence(op.description))}</td></tr>`,
  ).join('\n');
  const examples = OPERATIONS.map(
    (op) => `<li class="example">
<h3>${escapeHtml(op.summary)}</h3>
<pre class="code command" data-copy><code>curl '${escapeHtml(baseUrl + examplePath(op, exampleSlug))}'</code></pre>
</li>`,
  ).join('\n');
  return `<section id="quick-start" class="section" aria-labelledby="quick-start-title">
<div class="wrap">
<h2 id="quick-start-title">Quick start</h2>
<p class="section-lead">No key, no sign-up: every operation is a plain <code>GET</code> that answers JSON. Lists and search are paginated with <code>page</code> and <code>limit</code>; errors are <code>{error, code, details}</code> with a stable <code>code</code>.</p>
<div class="table-scroll">
<table class="operations">
<caption>The ${OPERATIONS.length} operations of the API</caption>
<thead><tr><th scope="col">Operation</th><th scope="col">Request</th><th scope="col">Answers</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</div>
<ol class="examples">
${examples}
</ol>
${renderStackCommands(baseUrl, exampleSlug)}
</div>
</section>`;
}

/** One command per stack: the Tailwind CSS v4 stylesheet through the CLI, the shadcn/ui theme through shadcn's own CLI. */
function renderStackCommands(baseUrl: string, slug: string): string {
  const formats = EXPORT_FORMATS.map((f) => `<code>${escapeHtml(f)}</code>`).join(', ');
  return `<h3 id="into-a-project">Into a Tailwind CSS v4 or shadcn/ui project</h3>
<p>Exports come in ${EXPORT_FORMATS.length} formats (${formats}) at <code>/api/styles/{slug}/export/{format}</code>. Tailwind CSS v4 takes the <code>css-tailwind</code> stylesheet (import it after <code>@import "tailwindcss";</code>); a shadcn/ui project takes the style as a theme from the registry at <code>/r/registry.json</code>. The first command runs this service's own command-line client, packed at <a href="${escapeHtml(baseUrl + CLI_PACKAGE_URL)}"><code>${escapeHtml(CLI_PACKAGE_URL)}</code></a> with no dependency (<code>npm i -g ${escapeHtml(baseUrl + CLI_PACKAGE_URL)}</code> keeps it as <code>design-style</code>).</p>
<ul class="stack-commands">
<li><pre class="code command" data-copy><code>${escapeHtml(cliCommand(baseUrl, `add ${slug} --format css-tailwind`))}</code></pre></li>
<li><pre class="code command" data-copy><code>npx shadcn@latest add ${escapeHtml(baseUrl + registryItemPath(slug))}</code></pre></li>
</ul>`;
}
