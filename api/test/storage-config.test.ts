import { loadConfig } from '../src/config';
import { configError } from './support/config-errors';

// The S3_* settings: all the required ones or none, each checked, the secret never echoed.
const BUCKET = {
  S3_BUCKET: 'marketplace-uploads',
  S3_REGION: 'ap-south-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret',
};

describe('S3 storage settings', () => {
  it('keeps the files in UPLOAD_DIR when no S3_* variable is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: ' ', S3_REGION: '' }).s3).toBeUndefined();
  });

  it('reads a bucket on AWS with the defaults', () => {
    expect(loadConfig(BUCKET).s3).toEqual({
      bucket: 'marketplace-uploads',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI-secret',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads an S3-compatible server with path-style addressing and a prefix', () => {
    const { s3 } = loadConfig({
      ...BUCKET,
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/site/uploads/',
    });
    expect(s3).toMatchObject({
      endpoint: 'https://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'site/uploads/',
    });
  });

  it('stops on a partial set, naming each missing variable and what was set', () => {
    const error = configError({ S3_BUCKET: 'marketplace-uploads', S3_ENDPOINT: 'http://s3.local' });
    expect(error.problems.map((p) => p.variable)).toEqual([
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(error.message).toContain(
      'S3_REGION: must be set too: S3 storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, ' +
        'S3_SECRET_ACCESS_KEY (set: S3_BUCKET, S3_ENDPOINT)',
    );
  });

  it('names a missing variable beside a bad one, never echoing the secret', () => {
    const { S3_REGION: _region, ...withoutRegion } = BUCKET;
    const error = configError({ ...withoutRegion, S3_BUCKET: 'Bad_Bucket', PORT: 'x' });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'PORT',
      'S3_BUCKET',
      'S3_REGION',
    ]);
    expect(error.message).not.toContain(BUCKET.S3_SECRET_ACCESS_KEY);
  });

  it('never echoes an endpoint, which may hold credentials', () => {
    const error = configError({ ...BUCKET, S3_ENDPOINT: 'ftp://user:hunter2@s3.local' });
    expect(error.problems.map((p) => p.variable)).toEqual(['S3_ENDPOINT']);
    expect(error.message).not.toContain('hunter2');
  });

  it.each([
    ['S3_BUCKET', 'ab'],
    ['S3_BUCKET', 'Upper-Case'],
    ['S3_REGION', 'ap south 1'],
    ['S3_ENDPOINT', 'minio.internal:9000'],
    ['S3_FORCE_PATH_STYLE', 'sometimes'],
    ['S3_PREFIX', '../elsewhere'],
    ['S3_PREFIX', 'a//b'],
  ])('names %s for %p in a full set', (variable, value) => {
    const error = configError({ ...BUCKET, [variable]: value });
    expect(error.problems.map((p) => p.variable)).toEqual([variable]);
  });
});
