/** Pure page math shared by the list pages and by search (spec 2.5). */
import type { Pagination } from './contract/schemas';

export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** Number of pages of `limit` items needed for `total` items (0 when there are none). */
export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** Pagination of the `page`-th page of `limit` items out of `total`. */
export function pagination(total: number, page: number, limit: number): Pagination {
  return { page, limit, total, totalPages: pageCount(total, limit) };
}

/** The `page`-th slice of `items`; a page past the last is empty with the true totals. */
export function paginate<T>(items: readonly T[], page: number, limit: number): Page<T> {
  const start = (page - 1) * limit;
  return { data: items.slice(start, start + limit), pagination: pagination(items.length, page, limit) };
}
