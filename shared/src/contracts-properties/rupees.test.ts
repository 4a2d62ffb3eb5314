import { RUPEES_UNREADABLE, RUPEES_WHOLE, parseRupees, readRupees, writeRupees } from './rupees';

describe('readRupees: amounts typed the way people in India write them', () => {
  it.each([
    ['30L', 30_00_000],
    ['30 L', 30_00_000],
    ['1.2Cr', 1_20_00_000],
    ['₹1.25 crore', 1_25_00_000],
    ['25k', 25_000],
    ['25K', 25_000],
    ['₹85,00,000', 85_00_000],
    ['8,500,000', 85_00_000],
    ['85 Lakh', 85_00_000],
    ['85 lakhs', 85_00_000],
    ['Rs. 40 lac', 40_00_000],
    ['INR 2 crores', 2_00_00_000],
    ['₹25,000/month', 25_000],
    ['25000', 25_000],
    ['₹ 45,000', 45_000],
    ['0', 0],
  ])('%s is %d rupees', (text, rupees) => {
    expect(readRupees(text)).toEqual({ rupees });
  });

  it.each(['call us', '', '-5 L', '1.2.3 Cr', 'L 85', '30-50L', '1,2,3', '85,00,00', '5 M'])(
    '%p cannot be read, and says how to write an amount',
    (text) => {
      expect(readRupees(text)).toEqual({ error: RUPEES_UNREADABLE });
    },
  );

  it('asks for whole rupees when a decimal has no unit', () => {
    expect(readRupees('25000.50')).toEqual({ error: RUPEES_WHOLE });
  });

  it('parseRupees keeps amounts above zero only', () => {
    expect(parseRupees('1.2Cr')).toBe(1_20_00_000);
    expect(parseRupees('0')).toBeNull();
    expect(parseRupees('lots')).toBeNull();
  });
});

describe('writeRupees: amounts written as people write them, read back the same', () => {
  it.each([
    [30_00_000, '30L'],
    [1_20_00_000, '1.2Cr'],
    [1_25_00_000, '1.25Cr'],
    [25_000, '25k'],
    [25_500, '25.5k'],
    [1_50_000, '1.5L'],
    [85_33_333, '85,33,333'],
    [999, '999'],
    [1_234, '1,234'],
  ])('%d is %s', (rupees, text) => {
    expect(writeRupees(rupees)).toBe(text);
    expect(readRupees(text)).toEqual({ rupees });
  });
});
