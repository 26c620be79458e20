/**
 * What every tool shares: the read-only annotations, input fields built from the contract's parameter
 * definitions (same names, limits, descriptions and error codes as the REST API), output schemas built
 * from the contract's JSON Schemas, and the two shapes of an answer.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { ERROR_CODES, type ErrorCode, type Failure } from '../../../generator/contract/error-codes';
import type { ParameterDefinition } from '../../../generator/contract/parameters';
import type { DistStore } from '../../dist-store';

export interface ToolDeps {
  store: DistStore;
}

/** One tool: its name and how it registers itself. tools/index.ts lists them all. */
export interface ToolDefinition {
  name: string;
  register(server: McpServer, deps: ToolDeps): void;
}

/** Every tool only reads the generated library. */
export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** `CODE: what is wrong`, the text of an invalid argument, as the REST API would name it. */
const invalid = (def: ParameterDefinition, what: string) => `${def.errorCode}: \`${def.name}\` ${what}.`;

type IntegerParameter = ParameterDefinition & { schema: { minimum: number; maximum: number; default: number } };

/** An optional integer argument with the parameter's range and default. */
export function integerField(def: IntegerParameter) {
  const error = invalid(def, `must be an integer from ${def.schema.minimum} to ${def.schema.maximum}`);
  return z
    .number({ error })
    .int({ error })
    .min(def.schema.minimum, { error })
    .max(def.schema.maximum, { error })
    .default(def.schema.default)
    .describe(def.description);
}

/** A string argument restricted to the parameter's enumeration. */
export function enumField<const V extends readonly [string, ...string[]]>(def: ParameterDefinition & { schema: { enum: V } }) {
  return z.enum(def.schema.enum, { error: invalid(def, `must be one of ${def.schema.enum.join(', ')}`) }).describe(def.description);
}

interface StringRules {
  /** The code when the argument is absent or not a string. */
  missing: ErrorCode;
  length?: { min: number; max: number; tooShort: ErrorCode; tooLong: ErrorCode };
}

/** A required string argument, with the parameter's length limits when it has them. */
export function stringField(def: ParameterDefinition, rules: StringRules) {
  const error = (issue: { input?: unknown }) =>
    `${rules.missing}: \`${def.name}\` ${issue.input === undefined ? 'is required' : 'must be a string'}.`;
  let field = z.string({ error });
  if (rules.length) {
    const { min, max, tooShort, tooLong } = rules.length;
    field = field
      .min(min, { error: `${tooShort}: \`${def.name}\` must be at least ${min} characters long.` })
      .max(max, { error: `${tooLong}: \`${def.name}\` must be at most ${max} characters long.` });
  }
  return field.describe(def.description);
}

type InputShape = Record<string, z.ZodType>;

/** What a tool shows and how it answers; `input` holds the strict fields below (integerField, enumField, stringField). */
export interface LibraryTool<S extends InputShape> {
  title: string;
  description: string;
  input: S;
  outputSchema: z.ZodType;
  run(args: z.output<z.ZodObject<S>>): CallToolResult;
}

/**
 * The input clients are shown: each strict field's JSON Schema (type, limits, enumeration, default,
 * description, which are required), carried by a field that accepts any value. The SDK validates
 * arguments against what it is given and turns a failure into `MCP error -32602: Input validation
 * error: …`, a text that does not start with the API's code; so the SDK gets this lenient twin and
 * the strict fields run in registerLibraryTool, where a bad argument is a tool error like any other.
 */
function declaredInput(shape: InputShape) {
  const { properties, required } = z.toJSONSchema(z.object(shape), { io: 'input', target: 'draft-07' }) as {
    properties: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  const fields = Object.fromEntries(Object.keys(shape).map((key) => [key, z.unknown().optional().meta(properties[key]!)]));
  return z.object(fields).meta(required ? { required } : {});
}

/**
 * The strict and the declared schema of each input shape, built once: every POST /mcp registers every tool on a
 * new server, and building them took most of a tool call's time. So each tool keeps its input (and output
 * schema) in a constant of its module, not in register().
 */
const inputSchemas = new WeakMap<InputShape, { strict: z.ZodObject<InputShape>; declared: z.ZodType }>();

/** Registers a read-only tool whose arguments are checked by its strict fields: the first problem, `CODE: …`, is the tool error. */
export function registerLibraryTool<S extends InputShape>(server: McpServer, name: string, tool: LibraryTool<S>): void {
  let schemas = inputSchemas.get(tool.input);
  if (!schemas) inputSchemas.set(tool.input, (schemas = { strict: z.object(tool.input), declared: declaredInput(tool.input) }));
  const strict = schemas.strict as unknown as z.ZodObject<S>;
  const declared = schemas.declared;
  server.registerTool(
    name,
    { title: tool.title, description: tool.description, inputSchema: declared, outputSchema: tool.outputSchema, annotations: READ_ONLY },
    (args: unknown) => {
      const parsed = strict.safeParse(args);
      return parsed.success ? tool.run(parsed.data) : toolError(parsed.error.issues[0]!.message);
    },
  );
}

/** A zod schema equivalent to a JSON Schema of the contract, so outputs are described once, in generator/contract. */
export function fromContract(schema: object): z.ZodType {
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
}

/** A structured answer, with its JSON as the text block for clients that read only text. */
export function toolSuccess(structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/** A tool error (not a protocol error) with this text, which starts with the API's error code. */
const toolError = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** `CODE: what went wrong`, as every MCP error of the library reads. */
export const failureText = (failure: Failure): string => `${failure.code}: ${failure.details ?? ERROR_CODES[failure.code].message}`;

/** A tool error (not a protocol error): the API's error code and what went wrong. */
export function toolFailure(failure: Failure): CallToolResult {
  return toolError(failureText(failure));
}

/** The JSON body of a generated file. */
export function parseStored(file: { body: Buffer }): Record<string, unknown> {
  return JSON.parse(file.body.toString('utf8')) as Record<string, unknown>;
}
