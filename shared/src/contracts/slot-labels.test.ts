import { dateLabelIn, slotLabelIn } from './slot-labels';

describe('booking dates and slots in each language, in IST', () => {
  it('writes English exactly as the pages and e-mails always have', () => {
    expect(dateLabelIn('2026-11-24', 'en')).toBe('Tue, 24 Nov 2026');
    expect(slotLabelIn('2026-11-24T04:30:00.000Z', 'en')).toBe(
      'Tue, 24 Nov 2026, 10:00 - 12:00 IST',
    );
  });

  it('writes Hindi weekdays and months', () => {
    expect(dateLabelIn('2026-11-24', 'hi')).toBe('मंगल, 24 नवंबर 2026');
    expect(dateLabelIn('2026-03-01', 'hi')).toBe('रवि, 1 मार्च 2026');
    expect(slotLabelIn('2026-11-24T04:30:00.000Z', 'hi')).toBe(
      'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST',
    );
  });

  it('takes the IST day, not the UTC one, for a slot just after IST midnight', () => {
    // 19:00 UTC on the 23rd is 00:30 IST on the 24th.
    expect(slotLabelIn('2026-11-23T19:00:00.000Z', 'hi')).toMatch(/^मंगल, 24 नवंबर 2026, 00:30/);
    expect(slotLabelIn('2026-11-23T19:00:00.000Z', 'en')).toMatch(/^Tue, 24 Nov 2026, 00:30/);
  });
});
