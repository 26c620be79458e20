import { describe, expect, it } from 'vitest';
import { pageCount, paginate } from '../../generator/paging';

const items = Array.from({ length: 7 }, (_, i) => i + 1);

describe('paginate', () => {
  it.each([
    [1, 3, [1, 2, 3], 3],
    [2, 3, [4, 5, 6], 3],
    [3, 3, [7], 3],
    [1, 7, [1, 2, 3, 4, 5, 6, 7], 1],
    [1, 50, [1, 2, 3, 4, 5, 6, 7], 1],
  ])('page %i of limit %i holds %j of %i pages', (page, limit, data, totalPages) => {
    expect(paginate(items, page, limit)).toEqual({ data, pagination: { page, limit, total: 7, totalPages } });
  });

  it('answers a page past the last with no data and the true totals', () => {
    expect(paginate(items, 4, 3)).toEqual({ data: [], pagination: { page: 4, limit: 3, total: 7, totalPages: 3 } });
  });

  it('has 0 pages when there are no items, and page 1 is empty', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(paginate([], 1, 20)).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it('covers every item exactly once across pages, for every limit', () => {
    for (let limit = 1; limit <= 8; limit++) {
      const seen = [];
      for (let page = 1; page <= pageCount(items.length, limit); page++) seen.push(...paginate(items, page, limit).data);
      expect(seen).toEqual(items);
    }
  });
});
