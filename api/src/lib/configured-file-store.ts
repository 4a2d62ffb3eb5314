import type { AppConfig } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import type * as S3Store from './s3-file-store';

/** The store the configuration names: the bucket when S3_* is set, UPLOAD_DIR otherwise. */
export function configuredFileStore(config: Pick<AppConfig, 'uploadDir' | 's3'>): FileStore {
  if (!config.s3) return new LocalFileStore(config.uploadDir);
  // Loaded only for a bucket: the AWS SDK takes a quarter of a second to load, which the default
  // start should not pay. `require`, since the built api is CommonJS and tsc would keep an
  // `import()` as an ES import, which needs the file's extension.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3FileStore } = require('./s3-file-store') as typeof S3Store;
  return new S3FileStore(config.s3);
}
