import { formatListedDate } from './property-format';

describe('formatListedDate', () => {
  it.each([
    ['2025-03-14T10:00:00.000Z', '14 March 2025'],
    // 20:00 UTC is already the next day in India (UTC+05:30).
    ['2025-12-31T20:00:00.000Z', '1 January 2026'],
    ['2024-02-29T00:00:00Z', '29 February 2024'],
    ['2026-11-27', '27 November 2026'],
  ])('%s -> %s, as Intl writes it in India', (iso, expected) => {
    expect(formatListedDate(iso)).toBe(expected);
    const intl = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    expect(formatListedDate(iso)).toBe(intl.format(new Date(iso)));
  });

  it('keeps a text that is not a date as it is', () => {
    expect(formatListedDate('soon')).toBe('soon');
  });
});
