import { createFetchAhead } from './fetch-ahead';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const KEY = ['/thing', '7'] as const;

function setUp(answer: () => Promise<string>) {
  const request = jest.fn(answer);
  const writeCache = jest.fn(async () => undefined);
  return { ahead: createFetchAhead(request), request, writeCache };
}

it('writes an answer that comes before the page asks into the cache, once', async () => {
  const { ahead, request, writeCache } = setUp(async () => 'answer');
  ahead.start(KEY, writeCache);
  await flush();
  expect(writeCache).toHaveBeenCalledWith(KEY, 'answer', { revalidate: false });
  expect(ahead.justCached(KEY)).toBe(true);
  // Taken from the cache: a later fetch (a revalidation) asks anew.
  await ahead.fetch(KEY);
  expect(request).toHaveBeenCalledTimes(2);
});

it('hands a request still on its way to the page, without asking twice or writing the cache', async () => {
  let answer!: (value: string) => void;
  const { ahead, request, writeCache } = setUp(
    () => new Promise<string>((resolve) => (answer = resolve)),
  );
  ahead.start(KEY, writeCache);
  const taken = ahead.fetch(KEY);
  answer('late answer');
  await expect(taken).resolves.toBe('late answer');
  await flush();
  expect(request).toHaveBeenCalledTimes(1);
  expect(writeCache).not.toHaveBeenCalled();
  expect(ahead.justCached(KEY)).toBe(false);
});

it('keeps a failure for the page to show', async () => {
  const { ahead, request, writeCache } = setUp(async () => {
    throw new Error('offline');
  });
  ahead.start(KEY, writeCache);
  await flush();
  await expect(ahead.fetch(KEY)).rejects.toThrow('offline');
  expect(request).toHaveBeenCalledTimes(1);
  expect(writeCache).not.toHaveBeenCalled();
});
