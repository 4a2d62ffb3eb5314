import { z } from 'zod';

export const DATABASE_DIALECTS = ['sqlite', 'postgres'] as const;
export type DatabaseDialect = (typeof DATABASE_DIALECTS)[number];

export const HEALTH_MESSAGES = { databaseDown: 'Database unavailable' } as const;

/** GET /api/v1/health, 200: the api answers and its database answers `select 1`. */
export const healthUpResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.object({ status: z.literal('up'), dialect: z.enum(DATABASE_DIALECTS) }),
});

/** GET /api/v1/health, 503: the api answers but its database does not. */
export const healthDownResponseSchema = z.object({
  success: z.literal(false),
  msg: z.string(),
  code: z.literal('DB_DOWN'),
  database: z.object({ status: z.literal('down'), dialect: z.enum(DATABASE_DIALECTS) }),
});

export const healthResponseSchema = z.union([healthUpResponseSchema, healthDownResponseSchema]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;
