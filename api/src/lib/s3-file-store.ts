import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config-storage';
import {
  checkedName,
  contentTypeOf,
  StoreUnavailableError,
  type FileStore,
  type StoredFile,
} from './file-store';
import { CACHE_CONTROL } from '../plugins/web';

/** A connection that is not up in this long fails the attempt (an unreachable endpoint). */
const CONNECT_TIMEOUT_MS = 3_000;
/** An answer that does not start within this long fails the attempt. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Attempts per operation (the SDK's own retries with backoff, for throttling and 5xx). */
const MAX_ATTEMPTS = 3;

/**
 * An answer that means "no such object" rather than a failure of the store (a missing bucket is
 * `NoSuchBucket`: a failure, or a misnamed bucket would look like pictures deleted).
 */
function isNotFound(error: unknown): boolean {
  const { name } = error as { name?: unknown };
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Files as objects of an S3-compatible bucket, keyed S3_PREFIX + name, through the AWS SDK. The
 * api streams them to the browser itself (docs/decisions/file-storage.md), so the bucket stays
 * private and the pages keep one origin.
 */
export class S3FileStore implements FileStore {
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.location = `s3://${config.bucket}/${config.prefix}`;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      maxAttempts: MAX_ATTEMPTS,
      requestHandler: {
        connectionTimeout: CONNECT_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
      },
    });
  }

  private key(name: string): string {
    return `${this.config.prefix}${checkedName(name)}`;
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const key = this.key(name);
    try {
      // One request with the whole body: S3 makes an object visible only once it is complete.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(name),
          CacheControl: CACHE_CONTROL.immutable,
        }),
      );
    } catch (error) {
      throw new StoreUnavailableError('put', key, error);
    }
  }

  async read(name: string): Promise<StoredFile | undefined> {
    const contentType = contentTypeOf(name);
    if (contentType === undefined) return undefined;
    const key = this.key(name);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return {
        body: object.Body as Readable,
        contentType,
        length: object.ContentLength ?? 0,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw new StoreUnavailableError('read', key, error);
    }
  }

  async delete(name: string): Promise<void> {
    const key = this.key(name);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
    } catch (error) {
      throw new StoreUnavailableError('delete', key, error);
    }
  }

  async exists(name: string): Promise<boolean> {
    const key = this.key(name);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw new StoreUnavailableError('check', key, error);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
