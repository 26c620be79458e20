// @ts-check
/** --page and --limit, shared by list and search. Passed to the API as given: it answers INVALID_PAGE / INVALID_LIMIT. */
import { LIMITS } from '../contract.js';
/** @import { OptionSpec } from '../program.js' */

/** @type {OptionSpec} */
export const PAGE_OPTION = { name: 'page', flags: '--page <n>', kind: 'string', description: `only this page (${LIMITS.PAGE_MIN} to ${LIMITS.PAGE_MAX.toLocaleString('en-US')})` };

/** @type {OptionSpec} */
export const LIMIT_OPTION = {
  name: 'limit',
  flags: '--limit <n>',
  kind: 'string',
  description: `styles per page (${LIMITS.LIMIT_MIN} to ${LIMITS.LIMIT_MAX}; the API's default is ${LIMITS.LIMIT_DEFAULT})`,
};
