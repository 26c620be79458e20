/** list_styles: one page of the library, optionally one type, exactly as GET /api/styles answers it. */
import { OPERATIONS } from '../../../generator/contract/operations';
import { LIMIT_PARAM, PAGE_PARAM, TYPE_PARAM } from '../../../generator/contract/parameters';
import { parseListParams } from '../../../generator/contract/parse-params';
import { StyleListSchema } from '../../../generator/contract/schemas';
import { pagination } from '../../../generator/paging';
import { listUrl } from '../../../generator/responses/list-pages';
import { enumField, fromContract, integerField, parseStored, toolFailure, toolSuccess, type ToolDefinition, registerLibraryTool } from './tool-kit';

const OPERATION = OPERATIONS.find((op) => op.operationId === 'listStyles')!;
const INPUT = { page: integerField(PAGE_PARAM), limit: integerField(LIMIT_PARAM), type: enumField(TYPE_PARAM).optional() };
const OUTPUT = fromContract(StyleListSchema);

export const listStyles: ToolDefinition = {
  name: 'list_styles',
  register(server, { store }) {
    registerLibraryTool(server, this.name, {
      title: OPERATION.summary,
      description: OPERATION.description,
      input: INPUT,
      outputSchema: OUTPUT,
      run: ({ page, limit, type }) => {
        // The REST route's parser, so both faces accept and refuse exactly the same values.
        const params = parseListParams({ page: String(page), limit: String(limit), ...(type ? { type } : {}) });
        if (!params.ok) return toolFailure(params);
        const file = store.get(listUrl(params.value));
        if (file) return toolSuccess(parseStored(file));
        const total = store.manifest.totals[params.value.type ?? 'all'] ?? 0;
        return toolSuccess({ data: [], pagination: pagination(total, params.value.page, params.value.limit) });
      },
    });
  },
};
