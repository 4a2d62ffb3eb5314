import { acceptedEncoding } from '../src/lib/compress-text';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['BR;q=0.5, gzip', 'br'],
    ['deflate, identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ])('%p -> %p', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
    expect(acceptedEncoding(header)).toBe(expected); // answered again from what was read
  });

  it('answers every distinct header right, past the ones it keeps', () => {
    for (let index = 0; index < 200; index += 1) {
      const refusesBrotli = index % 2 === 0;
      const header = `x-${index}, gzip, br;q=${refusesBrotli ? 0 : 1}`;
      expect(acceptedEncoding(header)).toBe(refusesBrotli ? 'gzip' : 'br');
    }
  });
});
