import { zeroFacets } from '@marketplace/shared/contracts';
import type { SearchCounts } from '../src/db/repositories/property-facets';
import { CountsCache } from '../src/routes/properties/counts-cache';

const counted = (total: number): SearchCounts => ({
  total,
  facets: zeroFacets(),
  approximate: false,
});

describe('the counts kept beside the listing answers', () => {
  it('counts once for the pages and orders of the same filters, again after a write', async () => {
    const cache = new CountsCache(4);
    const count = jest.fn(() => Promise.resolve(counted(7)));
    await cache.get({ type: ['villa'], sort: 'newest' }, 1, count);
    await cache.get({ type: ['villa'], sort: 'price_asc', page: 3, limit: 24 } as never, 1, count);
    expect(count).toHaveBeenCalledTimes(1);
    await cache.get({ type: ['plot'] }, 1, count);
    expect(count).toHaveBeenCalledTimes(2);
    // The properties' version moved on: what was kept is counted again.
    await cache.get({ type: ['villa'] }, 2, count);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('shares a count under way, keeps no failure, and drops the least recently used', async () => {
    const cache = new CountsCache(1);
    const failing = jest.fn(() => Promise.reject(new Error('database gone')));
    const both = [cache.get({}, 1, failing), cache.get({ sort: 'area' }, 1, failing)];
    await expect(Promise.all(both)).rejects.toThrow('database gone');
    expect(failing).toHaveBeenCalledTimes(1);
    const count = jest.fn(() => Promise.resolve(counted(3)));
    await expect(cache.get({}, 1, count)).resolves.toMatchObject({ total: 3 });
    await cache.get({ purpose: 'rent' }, 1, count);
    await cache.get({}, 1, count);
    expect(count).toHaveBeenCalledTimes(3);
  });
});
