/** similar_styles: the styles that look most like one style: the file of GET /api/styles/{slug}/similar. */
import { OPERATIONS } from '../../../generator/contract/operations';
import { SLUG_PARAM } from '../../../generator/contract/parameters';
import { SimilarStylesSchema } from '../../../generator/contract/schemas';
import { styleUrl } from '../../../generator/responses/routes';
import { findStyleFile, survivingSlug } from '../../routes/styles';
import { fromContract, parseStored, stringField, toolFailure, toolSuccess, type ToolDefinition, registerLibraryTool } from './tool-kit';

const OPERATION = OPERATIONS.find((op) => op.operationId === 'getSimilarStyles')!;
const INPUT = { slug: stringField(SLUG_PARAM, { missing: 'BAD_REQUEST' }) };
const OUTPUT = fromContract(SimilarStylesSchema);

export const similarStyles: ToolDefinition = {
  name: 'similar_styles',
  register(server, { store }) {
    registerLibraryTool(server, this.name, {
      title: OPERATION.summary,
      description: OPERATION.description,
      input: INPUT,
      outputSchema: OUTPUT,
      run: ({ slug }) => {
        const found = findStyleFile(store, slug, `${styleUrl(survivingSlug(store, slug))}/similar`);
        if (!found.ok) return toolFailure(found);
        return toolSuccess(parseStored(found.value));
      },
    });
  },
};
