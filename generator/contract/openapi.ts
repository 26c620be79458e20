/** Builds openapi.json (OpenAPI 3.1) from the contract definitions: operations, parameters, schemas, errors. */
import type { OpenAPIV3_1 } from 'openapi-types';
import { budgetsOf, type Budgets } from '../build-config';
import { PORTAL_PATH } from '../responses/routes';
import { ASSET_EXTENSIONS } from './budgets';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { LIMITS } from './limits';
import { COMMON_ERRORS, LIST_ORDER, OPERATIONS, type OperationDescriptor } from './operations';
import { SLUG_PARAM, type ParameterDefinition } from './parameters';
import { COMPONENT_SCHEMAS } from './schemas';

export const API_VERSION = '1.0.0';

export interface OpenApiOptions {
  /** Public base URL, written into `servers`. */
  baseUrl: string;
  /** The budgets this deployment enforces (default: the contract's), written into the description. */
  budgets?: Partial<Budgets>;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Replaces every nested occurrence of a named component schema by a $ref to it. */
function withRefs(schema: unknown, root: unknown): unknown {
  if (schema !== root) {
    for (const [name, component] of Object.entries(COMPONENT_SCHEMAS)) if (schema === component) return ref(name);
  }
  if (Array.isArray(schema)) return schema.map((item) => withRefs(item, root));
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withRefs(v, root)]));
  }
  return schema;
}

const RATE_LIMIT_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  RateLimit: {
    // No example numbers: the budgets are this deployment's (the description says them; issue 31, point 7).
    description: 'Remaining quota of the limit that governs this path (IETF RateLimit header fields, draft 8): `"<budget>"; r=<requests left>; t=<seconds until the window resets>`.',
    schema: { type: 'string' },
  },
  'RateLimit-Policy': {
    description: 'The quota policy of that limit: `"<budget>"; q=<requests per window>; w=60`, the budgets of the description above.',
    schema: { type: 'string' },
  },
};

/** Caching headers of successful answers (docs/api.md: Caching). */
const CACHING_HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  ETag: {
    description:
      'Entity tag of this representation. Generated responses carry a strong tag (a content hash computed at build time; ' +
      'a compressed representation adds `-br` or `-gzip`); search answers a weak one.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: '`public, max-age=60, stale-while-revalidate=600` for API answers; errors are `no-store`.',
    schema: { type: 'string' },
  },
  Vary: { description: '`Accept-Encoding` where compressed representations exist (`br`, `gzip`).', schema: { type: 'string' } },
};

const IF_NONE_MATCH: OpenAPIV3_1.ParameterObject = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'Entity tags the client holds; when one matches the current representation the answer is 304 without a body.',
  schema: { type: 'string' },
};

function parameter(def: ParameterDefinition): OpenAPIV3_1.ParameterObject {
  return { name: def.name, in: def.in, required: def.required, description: def.description, schema: def.schema };
}

function errorResponse(status: number, codes: readonly ErrorCode[]): OpenAPIV3_1.ResponseObject {
  const headers: Record<string, OpenAPIV3_1.HeaderObject> = { ...RATE_LIMIT_HEADERS };
  if (status === 429) headers['Retry-After'] = { description: 'Seconds until the quota resets.', schema: { type: 'integer' } };
  if (status === 405) headers.Allow = { description: 'Always `GET, HEAD`.', schema: { type: 'string' } };
  const lines = codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].message}`);
  return {
    description: `Error. Codes:\n\n- ${lines.join('\n- ')}`,
    headers,
    content: { 'application/json': { schema: ref('Error') } },
  };
}

function operation(op: OperationDescriptor): OpenAPIV3_1.OperationObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of [...op.errors, ...COMMON_ERRORS]) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: OpenAPIV3_1.ResponsesObject = {
    '200': {
      description: op.response.description,
      headers: { ...RATE_LIMIT_HEADERS, ...CACHING_HEADERS },
      content: { 'application/json': { schema: ref(op.response.schema) } },
    },
    '304': {
      description: 'Not modified: `If-None-Match` named the current representation. No body.',
      headers: { ...RATE_LIMIT_HEADERS, ...CACHING_HEADERS },
    },
  };
  if (op.parameters.some((p) => p.name === SLUG_PARAM.name)) {
    responses['301'] = {
      description:
        'The slug belongs to a retired style, merged into another: `Location` names the same URL for the surviving style ' +
        '(its id stays retired and is never reused). No body.',
      headers: { ...RATE_LIMIT_HEADERS, Location: { description: 'The surviving style\'s URL, with the same query.', schema: { type: 'string' } } },
    };
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) responses[String(status)] = errorResponse(status, codes);
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: op.description,
    tags: ['styles'],
    parameters: [...op.parameters.map(parameter), IF_NONE_MATCH],
    responses,
  };
}

/**
 * The HEAD twin of a GET operation: the same parameters, statuses and headers, no body. Declared so
 * that clients and validating proxies (Prism) accept the HEAD requests the service answers.
 */
function headOperation(get: OpenAPIV3_1.OperationObject): OpenAPIV3_1.OperationObject {
  const responses = Object.fromEntries(
    Object.entries(get.responses!).map(([status, response]) => {
      const { content: _body, ...withoutBody } = response as OpenAPIV3_1.ResponseObject;
      return [status, withoutBody];
    }),
  );
  return {
    ...get,
    operationId: `${get.operationId}Head`,
    summary: `${get.summary} (headers only)`,
    description: `The \`${get.operationId}\` answer without its body: the same status and headers, \`Content-Type\` and \`Content-Length\` included.`,
    responses,
  };
}

const description = (budgets: Budgets) => `A public, read-only library of design-system documents in Google's DESIGN.md format, one per visual style.
Browse and search the library, then fetch a style in full, as design tokens, as its Markdown rationale, or with its
tokens exported as W3C design tokens (DTCG), a Tailwind theme or CSS custom properties.

- **No authentication.** Every operation is a GET (HEAD works too); other methods answer 405 with \`Allow: GET, HEAD\`.
- **Rate limits.** Per client IP and minute, in three budgets (the ones this deployment enforces): \`api\`, ${budgets.apiRequestsPerMinute}
  requests for paths under \`/api\`, \`/mcp\` and \`/r\`; \`assets\`, ${budgets.assetRequestsPerMinute} for what pages load (a path ending in
  ${ASSET_EXTENSIONS.map((e) => `\`.${e}\``).join(', ')}: stylesheets, scripts, fonts, covers, the icon); \`pages\`, ${budgets.pageRequestsPerMinute} for every
  other path (the portal's pages, style previews, this document). Every response carries the IETF \`RateLimit\` and
  \`RateLimit-Policy\` fields of the budget that counts its path; a 429 adds \`Retry-After\`.
- **Pagination.** \`page\` is 1-indexed, \`limit\` is ${LIMITS.LIMIT_MIN}–${LIMITS.LIMIT_MAX} (default ${LIMITS.LIMIT_DEFAULT}).
  A page past the last is a 200 with an empty \`data\`. ${LIST_ORDER}
- **Caching.** Answers carry an \`ETag\` and \`Cache-Control\`; send \`If-None-Match\` to get 304. Bodies come
  compressed when \`Accept-Encoding\` allows: \`gzip\`, and \`br\` too for a body of 128 kB or more (brotli
  saves little on smaller ones), each representation with its own \`ETag\`. Library-wide files are compressed
  when the library is built; a style's own responses and the list pages when the server first loads them, never
  per request. Search answers are computed per request and sent uncompressed.
- **CORS.** Open to every origin on every answer, errors and 429s included, with \`RateLimit\`, \`RateLimit-Policy\`
  and \`Retry-After\` exposed to scripts; a preflight (\`OPTIONS\`) answers 204 and is counted in no budget.
- **Errors.** Every error is JSON \`{error, code, details}\` with a stable \`code\`; invalid parameters (not an integer,
  out of range, unknown type, a parameter given twice) are 400, unknown slugs and paths 404 (a browser asking for
  a page, \`Accept: text/html\` on a path outside the API and the assets, gets an HTML page with the same status). A request that cannot be
  read is refused before routing, counted in no budget: a malformed path (an escaped NUL, a bad escape, \`..\` above the
  root) 400 \`BAD_REQUEST\`, a request line past ${LIMITS.LARGE_HEADER_BUFFER_BYTES} bytes 414, headers past the server's buffers 431,
  a body past ${LIMITS.BODY_MAX_BYTES} bytes 413.`;

/** The OpenAPI document of the service. */
export function buildOpenApi(options: OpenApiOptions): OpenAPIV3_1.Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  // openapi-types declares PathItemObject of 3.1 through the 3.0 operation type, hence the cast.
  for (const op of OPERATIONS) {
    const get = operation(op);
    paths[op.path] = { get, head: headOperation(get) } as OpenAPIV3_1.PathItemObject;
  }
  const schemas = Object.fromEntries(
    Object.entries(COMPONENT_SCHEMAS).map(([name, schema]) => [name, withRefs(schema, schema) as OpenAPIV3_1.SchemaObject]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Design-Style Library API',
      version: API_VERSION,
      description: description(budgetsOf(options.budgets ?? {})),
      license: { name: 'CC BY 4.0 (content)', identifier: 'CC-BY-4.0' },
      contact: { name: 'Design-Style Library developer portal', url: `${options.baseUrl}${PORTAL_PATH}` },
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: options.baseUrl }],
    // A public API: no operation needs credentials (an empty requirement list says so explicitly).
    security: [],
    tags: [{ name: 'styles', description: 'Browse, search and fetch styles.' }],
    paths,
    components: { schemas },
  };
}
