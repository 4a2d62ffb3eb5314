import { groupIndian } from './commerce';

describe('groupIndian', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [120000, '1,20,000'],
    [1234567.5, '12,34,567.5'],
    [98765432101, '98,76,54,32,101'],
    [-45000.256, '-45,000.26'],
    [-0.001, '-0'],
  ])('writes %p as %p', (value, expected) => {
    expect(groupIndian(value)).toBe(expected);
  });

  it("writes what Intl's en-IN formatter writes, for whole numbers, decimals and negatives", () => {
    // Deterministic spread of values: every magnitude up to 10^13, with and without decimals.
    const values: number[] = [];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 14);
      const value = next() * magnitude;
      values.push(Math.round(value), Math.round(value * 1000) / 1000, -Math.round(value * 10) / 10);
    }
    for (const digits of [0, 2, 3]) {
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
      const differ = values.filter((value) => groupIndian(value, digits) !== intl.format(value));
      expect(
        differ.map((value) => [value, groupIndian(value, digits), intl.format(value)]),
      ).toEqual([]);
    }
  });
});
