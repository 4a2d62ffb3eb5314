import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../src/config';
import { buildTestApp, makeTempDir } from './helpers';
import { useS3 } from './support/s3';

// `npm run uploads:to-s3`: a site moving to a bucket copies its uploads folder there, and the URLs
// its listings hold keep working. Run through tsx, as the built command runs the same file.
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(REPO_ROOT, 'api', 'src', 'uploads-to-s3-cli.ts');

jest.setTimeout(60_000);

describe('copying an uploads folder into a bucket', () => {
  const s3 = useS3();
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const copy = (env: Record<string, string>) =>
    promisify(execFile)(TSX, ['--conditions=source', CLI], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });

  it('copies what the api serves, skips what is there, and the api then serves it from the bucket', async () => {
    const uploads = path.join(dir, 'uploads');
    const file = (name: string, content: string | Buffer) => {
      mkdirSync(path.dirname(path.join(uploads, name)), { recursive: true });
      writeFileSync(path.join(uploads, name), content);
    };
    const picture = Buffer.from('RIFF....WEBPVP8 a stored picture');
    file('properties/Abc123-1280.webp', picture);
    file('brochures/Xyz789.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    // Never copied: staging, dotfiles, other kinds of file.
    file('.staging/req-1/half.webp', 'half');
    file('.hidden.webp', 'hidden');
    file('properties/notes.txt', 'private');
    const env = { UPLOAD_DIR: uploads, LOG_LEVEL: 'silent', ...s3.env('moved') };

    const first = await copy(env);
    expect(first.stdout).toContain('Copied 2 files; 0 files already there.');
    expect(await s3.keys('moved/')).toEqual([
      'moved/brochures/Xyz789.jpg',
      'moved/properties/Abc123-1280.webp',
    ]);
    file('properties/Def456-1280.webp', picture);
    const again = await copy(env);
    expect(again.stdout).toContain('Copied 1 file; 2 files already there.');

    rmSync(uploads, { recursive: true });
    const app = await buildTestApp({ env: { ...env, UPLOAD_DIR: path.join(dir, 'empty') } });
    try {
      const served = await app.inject({ url: '/uploads/properties/Abc123-1280.webp' });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('says what to set when no bucket is configured', async () => {
    await expect(copy({ UPLOAD_DIR: dir })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Set the S3_* variables'),
    });
  });
});
