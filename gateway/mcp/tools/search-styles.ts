/** search_styles: full-text search over the loaded index, exactly as GET /api/search answers it. */
import { LIMITS } from '../../../generator/contract/limits';
import { OPERATIONS } from '../../../generator/contract/operations';
import { LIMIT_PARAM, PAGE_PARAM, QUERY_PARAM } from '../../../generator/contract/parameters';
import { parseSearchParams } from '../../../generator/contract/parse-params';
import { StyleListSchema } from '../../../generator/contract/schemas';
import { searchStyles as runSearch } from '../../../generator/search/search-styles';
import { fromContract, integerField, stringField, toolFailure, toolSuccess, type ToolDefinition, registerLibraryTool } from './tool-kit';

const OPERATION = OPERATIONS.find((op) => op.operationId === 'searchStyles')!;
const INPUT = {
  q: stringField(QUERY_PARAM, {
    missing: 'QUERY_MISSING',
    length: { min: LIMITS.QUERY_MIN_LENGTH, max: LIMITS.QUERY_MAX_LENGTH, tooShort: 'QUERY_TOO_SHORT', tooLong: 'QUERY_TOO_LONG' },
  }),
  page: integerField(PAGE_PARAM),
  limit: integerField(LIMIT_PARAM),
};
const OUTPUT = fromContract(StyleListSchema);

export const searchStyles: ToolDefinition = {
  name: 'search_styles',
  register(server, { store }) {
    registerLibraryTool(server, this.name, {
      title: OPERATION.summary,
      description: OPERATION.description,
      input: INPUT,
      outputSchema: OUTPUT,
      run: ({ q, page, limit }) => {
        // The REST route's parser: it trims `q` and counts code points, so both faces agree on every query.
        const params = parseSearchParams({ q, page: String(page), limit: String(limit) });
        if (!params.ok) return toolFailure(params);
        return toolSuccess({ ...runSearch(store.search, params.value) });
      },
    });
  },
};
