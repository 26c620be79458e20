// @ts-check
/**
 * The types of the API's answers, for checking the CLI's JSDoc in the repository (tsc --noEmit). They come
 * from generator/contract; the published package carries no code of it and needs none at run time.
 *
 * @typedef {import('../../generator/contract/error-codes').ErrorCode} ErrorCode
 * @typedef {import('../../generator/contract/parameters').ExportFormat} ExportFormat
 * @typedef {import('../../generator/contract/style-types').StyleTypeFilter} StyleType
 * @typedef {import('../../generator/contract/operations').OperationDescriptor['operationId']} OperationId
 * @typedef {import('../../generator/contract/schemas').DesignTokens} DesignTokens
 * @typedef {import('../../generator/contract/schemas').ErrorBody} ErrorBody
 * @typedef {import('../../generator/contract/schemas').FontInfo} FontInfo
 * @typedef {import('../../generator/contract/schemas').MarkdownContent} MarkdownContent
 * @typedef {import('../../generator/contract/schemas').Pagination} Pagination
 * @typedef {import('../../generator/contract/schemas').StyleDetail} StyleDetail
 * @typedef {import('../../generator/contract/schemas').StyleList} StyleList
 * @typedef {import('../../generator/contract/schemas').StyleChanges} StyleChanges
 * @typedef {import('../../generator/contract/schemas').StyleSummary} StyleSummary
 * @typedef {import('../../generator/contract/schemas').TokenExport} TokenExport
 */
export {};
