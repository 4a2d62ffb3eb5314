/*
 * Which constraint a failed write broke, the same way on both engines. Checks the driver's
 * error code rather than its class: better-sqlite3's and pg's error classes differ, and a class
 * check also fails across module realms (jest loads the native SQLite driver only once).
 */
export type ConstraintViolation = 'unique' | 'foreign_key' | 'check' | 'not_null';

const SQLITE_CODES: Record<string, ConstraintViolation> = {
  SQLITE_CONSTRAINT_UNIQUE: 'unique',
  SQLITE_CONSTRAINT_PRIMARYKEY: 'unique',
  SQLITE_CONSTRAINT_FOREIGNKEY: 'foreign_key',
  SQLITE_CONSTRAINT_CHECK: 'check',
  SQLITE_CONSTRAINT_NOTNULL: 'not_null',
};

// PostgreSQL SQLSTATE class 23, integrity constraint violation.
const POSTGRES_CODES: Record<string, ConstraintViolation> = {
  '23505': 'unique',
  '23503': 'foreign_key',
  '23514': 'check',
  '23502': 'not_null',
};

export function constraintViolation(error: unknown): ConstraintViolation | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  return SQLITE_CODES[code] ?? POSTGRES_CODES[code] ?? null;
}

export function isUniqueViolation(error: unknown): boolean {
  return constraintViolation(error) === 'unique';
}
