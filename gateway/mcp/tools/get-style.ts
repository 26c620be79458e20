/** get_style: one style in full, its tokens only, or its Markdown only: the files of GET /api/styles/{slug}[/token|/content]. */
import * as z from 'zod';
import { OPERATIONS, type OperationDescriptor } from '../../../generator/contract/operations';
import { SLUG_PARAM } from '../../../generator/contract/parameters';
import { DesignTokensSchema, MarkdownContentSchema, StyleDetailSchema } from '../../../generator/contract/schemas';
import { styleUrl } from '../../../generator/responses/style-files';
import { findStyleFile, survivingSlug } from '../../routes/styles';
import { fromContract, parseStored, stringField, toolFailure, toolSuccess, type ToolDefinition, registerLibraryTool } from './tool-kit';

const operation = (id: OperationDescriptor['operationId']) => OPERATIONS.find((op) => op.operationId === id)!;

/** Each part: the REST operation it mirrors, the suffix of its URL and the key it answers under. */
const PARTS = {
  full: { operation: operation('getStyle'), suffix: '', key: 'style' },
  tokens: { operation: operation('getStyleToken'), suffix: '/token', key: 'tokens' },
  content: { operation: operation('getStyleContent'), suffix: '/content', key: 'content' },
} as const;

const PART_NAMES = Object.keys(PARTS) as [keyof typeof PARTS, ...(keyof typeof PARTS)[]];

const DESCRIPTION =
  'Fetches one style by slug; `part` chooses the answer, which has one key. ' +
  PART_NAMES.map((part) => `\`${part}\`${part === 'full' ? ' (the default)' : ''} answers \`{${PARTS[part].key}}\`: ${PARTS[part].operation.description}`).join(' ');

const OUTPUT = fromContract({
  type: 'object',
  description: 'Exactly one of the keys, after the requested part.',
  additionalProperties: false,
  properties: { style: StyleDetailSchema, tokens: DesignTokensSchema, content: MarkdownContentSchema.properties.content },
});

const INPUT = {
  slug: stringField(SLUG_PARAM, { missing: 'BAD_REQUEST' }),
  part: z
    .enum(PART_NAMES, { error: `BAD_REQUEST: \`part\` must be one of ${PART_NAMES.join(', ')}.` })
    .default('full')
    .describe('What to return: `full` (the style and its complete DESIGN.md document), `tokens` or `content`.'),
};

export const getStyle: ToolDefinition = {
  name: 'get_style',
  register(server, { store }) {
    registerLibraryTool(server, this.name, {
      title: 'Get a style',
      description: DESCRIPTION,
      input: INPUT,
      outputSchema: OUTPUT,
      run: ({ slug, part }) => {
        const { suffix, key } = PARTS[part];
        const found = findStyleFile(store, slug, `${styleUrl(survivingSlug(store, slug))}${suffix}`);
        if (!found.ok) return toolFailure(found);
        const body = parseStored(found.value);
        return toolSuccess({ [key]: part === 'content' ? body.content : body });
      },
    });
  },
};
