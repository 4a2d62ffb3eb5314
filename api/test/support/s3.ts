import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { ListObjectsV2Command, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { makeTempDir } from '../helpers';

/*
 * A real S3-compatible server in the test process (s3rver, which speaks the S3 protocol and refuses
 * an unknown access key), on 127.0.0.1 and a free port, with one bucket. It can be stopped and
 * started again on the same port and folder, as a bucket that goes down and comes back.
 */

export const TEST_BUCKET = 'marketplace-test';
/** s3rver's own credentials: another key id is refused (InvalidAccessKeyId, 403). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  /** The S3_* settings of an api on this server, each call under a new prefix (unless given). */
  env(prefix?: string): Record<string, string>;
  /** Keys of the objects under a prefix. */
  keys(prefix: string): Promise<string[]>;
  /** An object's bytes, straight from the server. */
  object(key: string): Promise<Buffer>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** For a describe: the server started in beforeAll, stopped in afterAll. */
export function useS3(): TestS3 {
  const directory = makeTempDir('marketplace-s3-');
  let server: S3rver | undefined;
  let port = 0;
  let client: S3Client | undefined;
  const endpoint = () => `http://127.0.0.1:${port}`;
  const s3 = () => {
    client ??= new S3Client({
      region: 'us-east-1',
      endpoint: endpoint(),
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    return client;
  };

  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
    });
    ({ port } = await server.run());
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };

  beforeAll(start);
  afterAll(async () => {
    client?.destroy();
    await stop();
    rmSync(directory, { recursive: true, force: true });
  });

  return {
    env(prefix = `t${randomBytes(6).toString('hex')}`) {
      return {
        S3_BUCKET: TEST_BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint(),
        S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: prefix,
      };
    },
    async keys(prefix) {
      const listed = await s3().send(
        new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async object(key) {
      const got = await s3().send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return Buffer.from((await got.Body?.transformToByteArray()) ?? []);
    },
    stop,
    start,
  };
}
