import { dateLabel } from '@marketplace/shared/contracts';
import { HINDI_MONTHS, hindiDate } from './hindi-months';

describe('Hindi months', () => {
  it('names each month as the bookings and e-mails do (the contracts keep their own copy)', () => {
    HINDI_MONTHS.forEach((month, index) => {
      const day = `2026-${String(index + 1).padStart(2, '0')}-01`;
      expect(dateLabel(day, 'hi')).toContain(` 1 ${month} 2026`);
    });
  });

  it('writes a listing day in IST', () => {
    expect(hindiDate('2026-11-30T20:00:00Z')).toBe('1 दिसंबर 2026');
    expect(hindiDate('2026-12-01')).toBe('1 दिसंबर 2026');
  });
});
