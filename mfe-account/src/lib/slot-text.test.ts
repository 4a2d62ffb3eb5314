import { dateLabel, slotLabel } from '@marketplace/shared/contracts';
import { slotText } from './slot-text';

const hindiDateLabel = (date: string) => dateLabel(date, 'hi');

describe('booking dates and slots in each language, in IST', () => {
  it('writes English exactly as slotLabel, which the e-mails also use', () => {
    for (const startsAt of ['2026-11-24T04:30:00.000Z', '2026-03-01T12:30:00.000Z']) {
      expect(slotText(startsAt, dateLabel)).toBe(slotLabel(startsAt));
    }
    expect(slotText('2026-11-24T04:30:00.000Z', dateLabel)).toBe(
      'Tue, 24 Nov 2026, 10:00 - 12:00 IST',
    );
  });

  it('writes Hindi weekdays and months, exactly as the e-mails do', () => {
    expect(slotText('2026-03-01T12:30:00.000Z', hindiDateLabel)).toBe(
      slotLabel('2026-03-01T12:30:00.000Z', 'hi'),
    );
    expect(hindiDateLabel('2026-11-24')).toBe('मंगल, 24 नवंबर 2026');
    expect(hindiDateLabel('2026-03-01')).toBe('रवि, 1 मार्च 2026');
    expect(slotText('2026-11-24T04:30:00.000Z', hindiDateLabel)).toBe(
      'मंगल, 24 नवंबर 2026, 10:00 - 12:00 IST',
    );
  });

  it('takes the IST day, not the UTC one, for a slot just after IST midnight', () => {
    // 19:00 UTC on the 23rd is 00:30 IST on the 24th.
    expect(slotText('2026-11-23T19:00:00.000Z', hindiDateLabel)).toMatch(
      /^मंगल, 24 नवंबर 2026, 00:30/,
    );
  });
});
