import {
  bookableDates,
  dateLabel,
  isWithinCancelWindow,
  istDateOf,
  slotLabel,
  slotOfInstant,
  slotStartInstant,
} from './booking-slots';

describe('booking slots in IST', () => {
  it('turns an IST slot into its UTC instant and back', () => {
    expect(slotStartInstant('2026-11-24', '08:00').toISOString()).toBe('2026-11-24T02:30:00.000Z');
    expect(slotOfInstant('2026-11-24T12:30:00.000Z')).toEqual({
      date: '2026-11-24',
      time: '18:00',
    });
  });

  it('takes the IST date, which runs 5:30 ahead of UTC', () => {
    expect(istDateOf(new Date('2026-11-23T18:29:00Z'))).toBe('2026-11-23');
    expect(istDateOf(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('offers today and the next 6 days', () => {
    expect(bookableDates(new Date('2026-11-23T19:00:00Z'))).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('labels dates and slots the same everywhere', () => {
    expect(dateLabel('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(slotLabel('2026-11-24T04:30:00.000Z')).toBe('Tue, 24 Nov 2026, 10:00 - 12:00 IST');
  });

  it('labels them with Hindi weekdays and months, on the IST day', () => {
    expect(dateLabel('2026-11-24', 'hi')).toBe('मंगल, 24 नवंबर 2026');
    expect(dateLabel('2026-03-01', 'hi')).toBe('रवि, 1 मार्च 2026');
    expect(slotLabel('2026-11-24T04:30:00.000Z', 'hi')).toBe(
      'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST',
    );
    // 19:00 UTC on the 23rd is 00:30 IST on the 24th.
    expect(slotLabel('2026-11-23T19:00:00.000Z', 'hi')).toMatch(/^मंगल, 24 नवंबर 2026, 00:30/);
  });

  it('allows cancelling only while the slot is more than 3 hours away', () => {
    const start = '2026-11-24T04:30:00.000Z';
    expect(isWithinCancelWindow(start, new Date('2026-11-24T01:29:00Z'))).toBe(true);
    expect(isWithinCancelWindow(start, new Date('2026-11-24T01:30:00Z'))).toBe(false);
  });
});
