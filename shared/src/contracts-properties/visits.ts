/**
 * When a visit to a property may be asked for (docs/decisions/visit-requests.md): a start between
 * 09:00 and 17:00 India time, inside the business hours of every day of the week with an hour for
 * the visit, on a day from today to 60 days ahead, and not at a time of today that has passed.
 * Here, without zod, so the property page can name the window and its checks before the form's
 * schema (`visitRequestEnquirySchema`) is downloaded.
 */
export const VISIT_HOURS = { from: '09:00', to: '17:00' } as const;
export const VISIT_DAYS_AHEAD = 60;

export const VISIT_DATE_MESSAGES = {
  invalid: 'Date must be a valid date (YYYY-MM-DD)',
  past: 'Date must be today or later',
  tooFar: `Date must be within the next ${VISIT_DAYS_AHEAD} days`,
  time: 'Time must be a valid time (HH:MM)',
  hours: `Visits can be booked between ${VISIT_HOURS.from} and ${VISIT_HOURS.to} (India time)`,
  timePassed: 'That time has already passed today. Please choose a later time.',
} as const;
