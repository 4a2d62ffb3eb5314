// Booking dates in Hindi, in IST. Only the Hindi catalogues import this, so its code is
// downloaded with the Hindi texts; English keeps the contracts' hand-built dateLabel.
let format: Intl.DateTimeFormat | undefined;

/** An IST calendar date ('2026-11-24') in Hindi: 'मंगल, 24 नवंबर 2026'. */
export function hindiDateLabel(date: string): string {
  format ??= new Intl.DateTimeFormat('hi-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return format.format(new Date(`${date}T00:00:00+05:30`));
}
