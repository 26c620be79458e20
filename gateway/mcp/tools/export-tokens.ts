/** export_tokens: a style's tokens as DTCG, Tailwind 3, CSS, Tailwind 4 CSS or a shadcn/ui theme: the files of GET /api/styles/{slug}/export/{format}. */
import { OPERATIONS } from '../../../generator/contract/operations';
import { FORMAT_PARAM, SLUG_PARAM } from '../../../generator/contract/parameters';
import { CssVariablesSchema, DtcgTokensSchema, ShadcnRegistryItemSchema, TailwindThemeSchema } from '../../../generator/contract/schemas';
import { exportUrl, parseExportFormat } from '../../../generator/responses/export-urls';
import { findStyleFile, survivingSlug } from '../../routes/styles';
import { enumField, fromContract, parseStored, stringField, toolFailure, toolSuccess, type ToolDefinition, registerLibraryTool } from './tool-kit';

const OPERATION = OPERATIONS.find((op) => op.operationId === 'exportStyleTokens')!;

/** Keyed by format, like get_style's parts: `{dtcg}`, `{tailwind}`, `{shadcn}`, or the stylesheet text of `{css}` and `{css-tailwind}`. */
const OUTPUT = fromContract({
  type: 'object',
  description: 'Exactly one key: the requested format.',
  additionalProperties: false,
  properties: {
    dtcg: DtcgTokensSchema,
    tailwind: TailwindThemeSchema,
    css: CssVariablesSchema.properties.css,
    'css-tailwind': CssVariablesSchema.properties.css,
    shadcn: ShadcnRegistryItemSchema,
  },
});

const INPUT = { slug: stringField(SLUG_PARAM, { missing: 'BAD_REQUEST' }), format: enumField(FORMAT_PARAM) };

/** Formats whose REST body is `{css}`: the tool answers the stylesheet text itself. */
const STYLESHEETS: readonly string[] = ['css', 'css-tailwind'];

export const exportTokens: ToolDefinition = {
  name: 'export_tokens',
  register(server, { store }) {
    registerLibraryTool(server, this.name, {
      title: OPERATION.summary,
      description: `${OPERATION.description} The answer has one key, named after the format.`,
      input: INPUT,
      outputSchema: OUTPUT,
      run: ({ slug, format }) => {
        const parsed = parseExportFormat(format);
        if (!parsed.ok) return toolFailure(parsed);
        const found = findStyleFile(store, slug, exportUrl(survivingSlug(store, slug), parsed.value));
        if (!found.ok) return toolFailure(found);
        const body = parseStored(found.value);
        return toolSuccess({ [parsed.value]: STYLESHEETS.includes(parsed.value) ? body.css : body });
      },
    });
  },
};
