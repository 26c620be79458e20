/** get_style_changes: a style's version and what changed in each version: the file of GET /api/styles/{slug}/changes. */
import { OPERATIONS } from '../../../generator/contract/operations';
import { SLUG_PARAM } from '../../../generator/contract/parameters';
import { StyleChangesSchema } from '../../../generator/contract/schemas';
import { styleUrl } from '../../../generator/responses/routes';
import { findStyleFile, survivingSlug } from '../../routes/styles';
import { fromContract, parseStored, stringField, toolFailure, toolSuccess, type ToolDefinition, registerLibraryTool } from './tool-kit';

const OPERATION = OPERATIONS.find((op) => op.operationId === 'getStyleChanges')!;
const INPUT = { slug: stringField(SLUG_PARAM, { missing: 'BAD_REQUEST' }) };
const OUTPUT = fromContract(StyleChangesSchema);

export const getStyleChanges: ToolDefinition = {
  name: 'get_style_changes',
  register(server, { store }) {
    registerLibraryTool(server, this.name, {
      title: OPERATION.summary,
      description: OPERATION.description,
      input: INPUT,
      outputSchema: OUTPUT,
      run: ({ slug }) => {
        const found = findStyleFile(store, slug, `${styleUrl(survivingSlug(store, slug))}/changes`);
        if (!found.ok) return toolFailure(found);
        return toolSuccess(parseStored(found.value));
      },
    });
  },
};
