/**
 * A row id from a URL path (a property, a booking, an address, an enquiry): digits only, within
 * the safe integers. Anything else names no row, so the routes answer it as they answer an id
 * that does not exist (404), never with a database error.
 */
export function parsePathId(text: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}
