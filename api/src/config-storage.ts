import { z } from 'zod';
import { booleanVar } from './config-variables';

// The S3_* variables (docs/configuration.md): set, the uploaded and generated files go to that
// bucket instead of UPLOAD_DIR (docs/decisions/file-storage.md). They come all together or not
// at all: a partial set stops the start, naming what is missing.

/** An S3-compatible bucket the files go to. */
export interface S3Config {
  bucket: string;
  region: string;
  /** Unset: AWS itself; set: an S3-compatible server (MinIO, R2, Spaces...). */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (endpoint/bucket/key), as most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** Put before every key: '' or a folder ending in '/'. */
  prefix: string;
}

/** What S3 storage cannot start without. */
const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const matching = (pattern: RegExp, message: string) =>
  z
    .string()
    .optional()
    .refine((value) => value === undefined || pattern.test(value), { message });

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const storageVariables = {
  // S3 bucket names: 3 to 63 lower-case letters, digits, dots and hyphens.
  S3_BUCKET: matching(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
  ),
  // e.g. ap-south-1 (Mumbai); S3-compatible servers take any (us-east-1, auto).
  S3_REGION: matching(/^[a-z0-9-]{1,40}$/, 'must be a region name such as ap-south-1'),
  // The URL may hold credentials: never echoed.
  S3_ENDPOINT: z
    .string()
    .optional()
    .refine((value) => value === undefined || isHttpUrl(value), {
      message: 'must be an http(s) URL',
    }),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanVar(false),
  S3_PREFIX: matching(
    /^\/*[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/*$/,
    'must be a folder such as marketplace/uploads (letters, digits, . _ - and /)',
  ),
};

type StorageVariables = z.output<z.ZodObject<typeof storageVariables>>;

type Problem = { variable: string; message: string };

/** The S3_* variables given. */
function givenStorageVariables(raw: Record<string, string | undefined>): string[] {
  return Object.keys(storageVariables).filter((name) => raw[name] !== undefined);
}

/** What a partial set of S3_* variables lacks, one problem per missing variable. */
export function missingStorageVariables(raw: Record<string, string | undefined>): Problem[] {
  const given = givenStorageVariables(raw);
  if (given.length === 0) return [];
  const message = `must be set too: S3 storage needs ${REQUIRED.join(', ')} (set: ${given.join(', ')})`;
  return REQUIRED.filter((name) => raw[name] === undefined).map((variable) => ({
    variable,
    message,
  }));
}

/**
 * The bucket, or undefined when no S3_* variable is set (`raw`: the variables as given, to tell
 * "unset" from a default). A partial set is refused before, by missingStorageVariables.
 */
export function s3ConfigFrom(
  raw: Record<string, string | undefined>,
  vars: StorageVariables,
): S3Config | undefined {
  if (givenStorageVariables(raw).length === 0) return undefined;
  return {
    bucket: vars.S3_BUCKET as string,
    region: vars.S3_REGION as string,
    endpoint: vars.S3_ENDPOINT,
    accessKeyId: vars.S3_ACCESS_KEY_ID as string,
    secretAccessKey: vars.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    prefix: vars.S3_PREFIX ? `${vars.S3_PREFIX.replace(/^\/+|\/+$/g, '')}/` : '',
  };
}
