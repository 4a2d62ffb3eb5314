// Public API of @marketplace/shared/contracts-core: the zod-free part of the contracts, its own
// shared singleton so the first load (the session and the api client) and the zod contracts of the
// remotes import one copy of it (no library downloaded twice). Plain TypeScript only.
export { ERROR_DEFAULTS, type ErrorDefaultKey } from './error-defaults';
export { USER_ROLES, type UserRole } from './roles';
export { LANGUAGES, isLanguage, type Language } from './languages';
export type { ResponseSchema } from './response-schema';
export * from './answer-checks';
