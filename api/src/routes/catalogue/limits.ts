/**
 * Catalogue writes per client address and minute (counted in the database, so across api
 * instances): far above an editor's pace, far below a script's.
 */
export const CATALOGUE_WRITE_LIMIT = { max: 120, timeWindow: 60_000 } as const;

/** Picture uploads per client address and minute (each may carry several pictures). */
export const CATALOGUE_UPLOAD_LIMIT = { max: 30, timeWindow: 60_000 } as const;
