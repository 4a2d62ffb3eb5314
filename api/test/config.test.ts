import path from 'node:path';
import { DEFAULT_SITE_CONFIG } from '@marketplace/shared/config';
import { loadConfig, REPO_ROOT } from '../src/config';
import { configError, itNamesEachBadVariable } from './support/config-errors';

const ACCOUNT_DEFAULTS = {
  mail: {
    smtpUrl: undefined,
    from: 'Marketplace <no-reply@marketplace.local>',
    outboxDir: path.join(REPO_ROOT, 'data', 'outbox'),
  },
  admin: { email: 'admin@example.in', username: 'admin', password: undefined },
  sessions: { ttlHours: 12, rememberMeTtlDays: 30 },
};

describe('loadConfig', () => {
  it('works on a bare machine with documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      database: { dialect: 'sqlite', filename: path.join(REPO_ROOT, 'data', 'marketplace.sqlite') },
      uploadDir: path.join(REPO_ROOT, 'data', 'uploads'),
      seedDemoData: true,
      logLevel: 'info',
      trustProxy: false,
      serveWeb: true,
      webRoot: REPO_ROOT,
      remotesDir: undefined,
      remoteUrls: {
        catalogue: '/remotes/catalogue/mf-manifest.json',
        realestate: '/remotes/realestate/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
      ...ACCOUNT_DEFAULTS,
      passwordHashCost: 17,
      timeouts: { idleMs: 20_000, headersMs: 15_000 },
      site: DEFAULT_SITE_CONFIG,
      bookings: { slotCapacity: 3 },
      listings: { activeLimit: 5 },
      workers: 1,
      vitalsSampleRate: 0.5,
      // Read in storage-config.test.ts.
      s3: undefined,
      publicUrl: 'http://127.0.0.1:8080',
      publicUrlGiven: false,
      digests: { time: '08:00', checkEveryMs: 300_000 },
    });
  });

  it('finds the repository root from its own location', () => {
    expect(path.join(REPO_ROOT, 'api')).toBe(path.resolve(__dirname, '..'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/marketplace',
      UPLOAD_DIR: '/srv/uploads',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      SERVE_WEB: 'false',
      WEB_ROOT: '/srv/web',
      REMOTES_DIR: '/srv/remotes',
      REMOTE_CATALOGUE_URL: 'https://cdn.example.in/catalogue/mf-manifest.json',
      REMOTE_REALESTATE_URL: '/remotes/realestate/v2/mf-manifest.json',
      REMOTE_ACCOUNT_URL: '/remotes/account/mf-manifest.json',
      REMOTE_ADMIN_URL: '/remotes/admin/mf-manifest.json',
      REQUEST_IDLE_TIMEOUT_MS: '30000',
      REQUEST_HEADERS_TIMEOUT_MS: '10000',
      BOOKING_SLOT_CAPACITY: '5',
      API_WORKERS: '2',
      CLIENT_VITALS_SAMPLE_RATE: '0.25',
      LISTING_ACTIVE_LIMIT: '3',
      PUBLIC_URL: 'https://www.example.in/',
      DIGEST_TIME: '07:30',
      DIGEST_CHECK_SECONDS: '60',
    });
    expect(config).toEqual({
      port: 9090,
      host: '0.0.0.0',
      database: {
        dialect: 'postgres',
        connectionString: 'postgresql://app:secret@db.internal:5432/marketplace',
      },
      uploadDir: '/srv/uploads',
      seedDemoData: false,
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      serveWeb: false,
      webRoot: '/srv/web',
      remotesDir: '/srv/remotes',
      remoteUrls: {
        catalogue: 'https://cdn.example.in/catalogue/mf-manifest.json',
        realestate: '/remotes/realestate/v2/mf-manifest.json',
        account: '/remotes/account/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      },
      // The accounts variables are read in auth-config.test.ts.
      ...ACCOUNT_DEFAULTS,
      passwordHashCost: 17,
      timeouts: { idleMs: 30_000, headersMs: 10_000 },
      // The SITE_* variables are read in site-config.test.ts.
      site: DEFAULT_SITE_CONFIG,
      bookings: { slotCapacity: 5 },
      listings: { activeLimit: 3 },
      workers: 2,
      vitalsSampleRate: 0.25,
      s3: undefined,
      publicUrl: 'https://www.example.in',
      publicUrlGiven: true,
      digests: { time: '07:30', checkEveryMs: 60_000 },
    });
  });

  it.each([
    ['postgres://u@h/db', { dialect: 'postgres', connectionString: 'postgres://u@h/db' }],
    [
      '/var/lib/marketplace/db.sqlite',
      { dialect: 'sqlite', filename: '/var/lib/marketplace/db.sqlite' },
    ],
    [
      'data/other.sqlite',
      { dialect: 'sqlite', filename: path.join(REPO_ROOT, 'data/other.sqlite') },
    ],
    ['file:///tmp/x.sqlite', { dialect: 'sqlite', filename: '/tmp/x.sqlite' }],
  ])('DATABASE_URL %p picks %p', (value, database) => {
    expect(loadConfig({ DATABASE_URL: value }).database).toEqual(database);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['0', 0],
    ['192.168.1.10', ['192.168.1.10']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('TRUST_PROXY %p is %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      logLevel: 'info',
      database: { dialect: 'sqlite' },
    });
  });

  it('accepts PORT 0 (any free port)', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });
});

describe('configuration errors', () => {
  it.each([['abc'], ['70000'], ['-1'], ['80.5']])('names PORT for %p', (value) => {
    const error = configError({ PORT: value });
    expect(error.problems.map((p) => p.variable)).toEqual(['PORT']);
    expect(error.message).toContain(`PORT: must be an integer from 0 to 65535 (got "${value}")`);
  });

  it('names LOG_LEVEL and lists the allowed levels', () => {
    const error = configError({ LOG_LEVEL: 'verbose' });
    expect(error.problems.map((p) => p.variable)).toEqual(['LOG_LEVEL']);
    expect(error.message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    );
  });

  it('names DATABASE_URL for an unknown scheme without echoing the URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@db/marketplace' });
    expect(error.problems.map((p) => p.variable)).toEqual(['DATABASE_URL']);
    expect(error.message).toContain('DATABASE_URL: unsupported scheme "mysql://"');
    expect(error.message).not.toContain('hunter2');
  });

  itNamesEachBadVariable([
    ['SERVE_WEB', 'maybe'],
    ['TRUST_PROXY', 'not-an-address'],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['REMOTE_ADMIN_URL', 'admin/mf-manifest.json'],
    ['REMOTE_ADMIN_URL', '//evil.example/mf-manifest.json'],
    ['REMOTE_CATALOGUE_URL', 'ftp://x/mf-manifest.json'],
    ['API_WORKERS', '0'],
    ['API_WORKERS', 'all'],
    ['CLIENT_VITALS_SAMPLE_RATE', '1.5'],
    ['CLIENT_VITALS_SAMPLE_RATE', 'half'],
  ]);

  it('names every bad variable at once', () => {
    const error = configError({
      PORT: 'eighty',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mongodb://db/marketplace',
      SERVE_WEB: 'perhaps',
    });
    expect(error.problems.map((p) => p.variable).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'SERVE_WEB',
    ]);
    expect(error.message.split('\n')[0]).toBe('Invalid configuration:');
    for (const variable of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'SERVE_WEB']) {
      expect(error.message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
  });
});
