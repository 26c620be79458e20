/** --page and --limit, shared by list and search. Passed to the API as given: it answers INVALID_PAGE / INVALID_LIMIT. */
import { Option } from 'commander';
import { LIMITS } from '../../generator/contract/limits';

export const PAGE_OPTION = () => new Option('--page <n>', `only this page (${LIMITS.PAGE_MIN} to ${LIMITS.PAGE_MAX.toLocaleString('en-US')})`);

export const LIMIT_OPTION = () =>
  new Option('--limit <n>', `styles per page (${LIMITS.LIMIT_MIN} to ${LIMITS.LIMIT_MAX}; the API's default is ${LIMITS.LIMIT_DEFAULT})`);
