/*
 * Conversions between api values and the portable column types of db/schema.ts, so every
 * repository stores timestamps, flags and lists the same way on SQLite and PostgreSQL.
 */

/** Now as ISO-8601 UTC text (the format of every timestamp column). */
export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}

export function toFlag(value: boolean): number {
  return value ? 1 : 0;
}

export function fromFlag(value: number | null | undefined): boolean {
  return value === 1;
}

export function toJsonList(values: readonly string[]): string {
  return JSON.stringify(values);
}

/** A JSON list column back to strings; a damaged value reads as an empty list, not a 500. */
export function fromJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
