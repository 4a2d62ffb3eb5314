import { cliConfig, runCli } from './lib/cli';
import { configuredFileStore } from './lib/configured-file-store';
import { copyUploads } from './lib/copy-uploads';

/**
 * `npm run uploads:to-s3 -w @marketplace/api`: copies the pictures and brochures of UPLOAD_DIR
 * into the S3_* bucket, under the same names, for a site moving its files to a bucket. Run it
 * with the api's settings before starting the api with S3_*; running it again copies only what is
 * missing (docs/decisions/file-storage.md).
 */
async function main(): Promise<number> {
  const config = cliConfig();
  if (!config) return 1;
  if (!config.s3) {
    console.error('Set the S3_* variables of the bucket to copy into (docs/configuration.md).');
    return 1;
  }
  const files = configuredFileStore(config);
  try {
    console.log(`Copying ${config.uploadDir} into ${files.location}`);
    const { copied, skipped } = await copyUploads(config.uploadDir, files);
    const count = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;
    console.log(`Copied ${count(copied)}; ${count(skipped)} already there.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await files.close();
  }
}

runCli(main);
