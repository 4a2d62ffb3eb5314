// What a first visit downloads and when, in a cold browser (bytes, and how soon the first cards
// can come).
// - The embedded server writes the remotes' start files into the page, and the shell's first
//   script preloads the current route's ones (docs/decisions/inline-boot-data.md): each is then
//   fetched once, by that preload, not by the federation runtime one round trip after another.
//   Through nginx the page is the one the deploy steps wrote with the same data.
// - Each remote's build records which files each route's page needs (mf-pages.json,
//   build-tools/page-files.ts), and the first script preloads the current route's ones too: the
//   page's chunk is then asked for with the remote's entry, not once ./Routes has run.
// - /cart logged in does not move while the cart loads.
// - Module Federation's sdk and bundler runtime come once, in the shell's main.js: no remote's
//   build carries its own (docs/decisions/federation-sdk-from-shell.md), nor its manifest snapshot
//   code: remotes register by remoteEntry.js (docs/decisions/remote-loading-and-failure.md).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, expectTruthy, test, runOnOwnSite } from '../support/fixtures';
import { areasOf } from '../support/areas';
import { openCold, unusedPreloadWarnings } from '../support/cold-page';
import { layoutShiftOf, recordLayoutShifts } from '../support/layout-shift';
import { createVerifiedUser } from '../support/outbox-user';

runOnOwnSite();
/** The layout-shift budget (docs/performance.md). */
const MAX_CLS = 0.02;
const REPO_ROOT = path.resolve(__dirname, '../..');
const REMOTES = ['mfe-catalogue', 'mfe-realestate', 'mfe-account', 'mfe-admin'];
/** The packages the shell lends the remotes' federation runtime. */
const LENT = /node_modules\/@module-federation\/(sdk|error-codes|webpack-bundler-runtime)\//;

/** Module Federation's code for remotes registered by their manifest (mf-manifest.json). */
const SNAPSHOT_CODE =
  /@module-federation\/(runtime-core\/dist\/(plugins\/(snapshot\/(index|SnapshotHandler)|generate-preload-assets)|utils\/preload)|sdk\/dist\/generateSnapshotFromManifest)\./;

/** The sources of each built script of an app, from its maps (build-tools/source-maps.ts). */
function builtSources(app: string): Map<string, string[]> {
  const maps = path.join(REPO_ROOT, app, 'dist-sourcemaps');
  const files = readdirSync(maps).filter((file) => file.endsWith('.js.map'));
  return new Map(
    files.map((file) => {
      const map = JSON.parse(readFileSync(path.join(maps, file), 'utf8')) as { sources: string[] };
      return [file.replace(/\.map$/, ''), map.sources];
    }),
  );
}

interface Loaded {
  path: string;
  initiator: string;
}

/** The same-origin files a page loaded, in order, with what asked for each. */
function loadedFiles(): Loaded[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry as PerformanceResourceTiming)
    .filter((entry) => entry.name.startsWith(location.origin))
    .map((entry) => ({
      path: entry.name.slice(location.origin.length),
      initiator: entry.initiatorType,
    }));
}

/** The same-origin files asked for once the page's load event had ended. */
function filesAfterLoad(): string[] {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const loadEnd = navigation?.loadEventEnd || Infinity;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.startsWith(location.origin) && entry.startTime >= loadEnd)
    .map((entry) => entry.name.slice(location.origin.length));
}

test.describe('the federation sdk and bundler runtime', { tag: ['@shell'] }, () => {
  test("is in the shell's main.js once and in no remote's build", () => {
    for (const remote of REMOTES) {
      const lent = [...builtSources(remote)].flatMap(([file, sources]) =>
        sources.filter((source) => LENT.test(source)).map((source) => `${file}: ${source}`),
      );
      expect(lent, `${remote} bundles what the shell lends`).toEqual([]);
      const entry = readFileSync(path.join(REPO_ROOT, remote, 'dist/remoteEntry.js'), 'utf8');
      expect(entry).toContain('globalThis._FEDERATION_BUNDLER_RUNTIME');
      // The stand-in that builds this container's objects around the shell's functions.
      const [, entrySources = []] =
        [...builtSources(remote)].find(([file]) => file === 'remoteEntry.js') ?? [];
      expect(
        entrySources.some((source) => source.endsWith('federation-bundler-runtime-stand-in.ts')),
      ).toBeTruthy();
    }
    const shell = [...builtSources('shell')].map(([file, sources]) => ({
      file,
      lent: sources.filter((source) => LENT.test(source)),
    }));
    expect(shell.filter(({ file, lent }) => !file.startsWith('main.') && lent.length)).toEqual([]);
    const lent = shell.find(({ file }) => file.startsWith('main.'))?.lent ?? [];
    // The CommonJS files its runtime requires, which the plugin hands on: not their ES builds too.
    expect(lent.some((source) => source.endsWith('/sdk/dist/index.cjs'))).toBeTruthy();
    expect(lent.some((source) => source.endsWith('/error-codes/dist/index.cjs'))).toBeTruthy();
    expect(
      lent.some((source) => source.endsWith('/webpack-bundler-runtime/dist/index.cjs')),
    ).toBeTruthy();
    expect(lent.filter((source) => !source.endsWith('.cjs'))).toEqual([]);
  });

  test("has no manifest snapshot code in the shell's build, only its stand-in", () => {
    const shell = builtSources('shell');
    const snapshotCode = [...shell].flatMap(([file, sources]) =>
      sources.filter((source) => SNAPSHOT_CODE.test(source)).map((source) => `${file}: ${source}`),
    );
    expect(snapshotCode).toEqual([]);
    const [, main = []] = [...shell].find(([file]) => file.startsWith('main.')) ?? [];
    // The stand-in, and runtime-core's files that require it (the pattern names real files).
    for (const file of ['federation-snapshot-stand-in.ts', 'runtime-core/dist/core.cjs']) {
      expect(main.some((source) => source.endsWith(file))).toBeTruthy();
    }
  });
});

/** Routes and the page their remote renders there, as each remote's routes.tsx pairs them. */
const LAZY_PAGES = [
  ['mfe-catalogue', '/', 'src/features/home/components/HomePage.tsx'],
  [
    'mfe-catalogue',
    '/services/:serviceName',
    'src/features/services/components/ServiceDetailPage.tsx',
  ],
  [
    'mfe-realestate',
    '/property-details/:id',
    'src/features/property-detail/components/PropertyDetailPage.tsx',
  ],
  ['mfe-account', '/login', 'src/features/auth/components/LoginPage.tsx'],
  ['mfe-admin', '/admin/*', 'src/app/AdminPage.tsx'],
] as const;

test.describe("each route's page files (mf-pages.json)", { tag: ['@shell'] }, () => {
  for (const [app, route, page] of LAZY_PAGES) {
    test(`${app} names for ${route} the chunk built from ${page}`, areasOf(route), () => {
      const recorded = JSON.parse(
        readFileSync(path.join(REPO_ROOT, app, 'dist/mf-pages.json'), 'utf8'),
      ) as Record<string, { files: string[] } | undefined>;
      const sources = builtSources(app);
      const files = recorded[route]?.files ?? [];
      expect(
        files.filter((file) => sources.get(file)?.some((s) => s.endsWith(`/${page}`))),
      ).toHaveLength(1);
    });
  }
});

test.describe('first visit', { tag: ['@shell'] }, () => {
  test(
    "preloads the route's remote from the first script, and fetches each file once",
    areasOf('/real-estate'),
    async ({ browser, site }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/#/real-estate`);
      await page.locator('main article').first().waitFor();
      const files = await page.evaluate(loadedFiles);
      const remote = files.filter((file) => file.path.startsWith('/remotes/realestate/'));
      const paths = remote.map((file) => file.path);
      expect(new Set(paths).size, `fetched twice: ${paths.join(', ')}`).toBe(paths.length);
      expect(paths).toContain('/remotes/realestate/remoteEntry.js');
      // Registered by its remoteEntry.js: the runtime asks for no manifest before it.
      expect(files.filter((file) => file.path.endsWith('mf-manifest.json'))).toEqual([]);
      // The first page of the list is asked for by the first script too (apps.json firstRequests),
      // and the page takes that answer instead of asking again: embedded and through nginx.
      // The shell's libraries come in one file (docs/decisions/compile-hints.md): main.js, its
      // async boundary and the libraries, each fetched once, embedded and through nginx.
      const shellScripts = files
        .filter((file) => /^\/[^/]+\.js$/.test(file.path))
        .map((file) => file.path);
      // The toasts library is a shell file of its own, asked for once the page has loaded
      // (docs/decisions/toasts-after-first-paint.md): not one of the start scripts counted here.
      const afterLoad = await page.evaluate(filesAfterLoad);
      const startScripts = shellScripts.filter((file) => !afterLoad.includes(file));
      expect(startScripts.length, startScripts.join(', ')).toBeLessThanOrEqual(3);
      expect(shellScripts.some((file) => file.startsWith('/libraries.'))).toBeTruthy();
      expect(new Set(shellScripts).size, `fetched twice: ${shellScripts.join(', ')}`).toBe(
        shellScripts.length,
      );
      // The async boundary and the libraries are asked for by the page itself, beside main.js
      // (build-tools/preload-start-chunks.ts), not by main.js once it has run.
      const preloadedByPage = files
        .filter((file) => /^\/(bootstrap|libraries)\.[0-9a-f]{8}\.js$/.test(file.path))
        .map((file) => file.initiator);
      expect(preloadedByPage).toEqual(['link', 'link']);
      const listing = files.filter((file) => file.path.startsWith('/api/v1/getAllProperties'));
      expect(listing).toEqual([
        { path: '/api/v1/getAllProperties?page=1&limit=24', initiator: 'link' },
      ]);
      // Both servers write the start-up data into the page (nginx: the deploy steps, page-cli.ts).
      expect(await page.locator('#inline-data').count()).toBe(1);
      const preloaded = remote.filter((file) => file.initiator === 'link').map((file) => file.path);
      expect(preloaded).toEqual(
        expect.arrayContaining([
          '/remotes/realestate/remoteEntry.js',
          expect.stringMatching(/^\/remotes\/realestate\/__federation_expose_Routes\./),
        ]),
      );
      // The contracts the listing needs at once come with them (mf-start.json), not after.
      expect(preloaded.length).toBeGreaterThan(2);
    },
  );

  test('preloads nothing that / does not use', areasOf('/'), async ({ browser, site }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.baseUrl}/#/`);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const files = await page.evaluate(loadedFiles);
    const others = files.filter((file) => /^\/remotes\/(?!catalogue\/)/.test(file.path));
    expect(others, 'files of remotes that do not own /').toEqual([]);
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    // Chrome warns about a preload left unused a few seconds after load.
    await page.waitForTimeout(3500);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  // A remote's manifest lists each library's own copy with the copy its consumers fall back to;
  // only the first is used where the remote provides the library (mf-provided.json,
  // build-tools/start-libraries.ts): /real-estate preloaded the contracts' fallback chunk, /cart
  // the cart contracts' one.
  for (const route of ['/real-estate', '/property-details/1', '/cart']) {
    test(`preloads only files ${route} uses`, areasOf(route), async ({ browser, site }) => {
      const { context, page, consoleMessages } = await openCold(
        browser,
        `${site.baseUrl}/#${route}`,
      );
      const preloaded = (await page.evaluate(loadedFiles)).filter(
        (file) => file.initiator === 'link' && file.path.startsWith('/remotes/'),
      );
      expect(preloaded.length, 'the remote is preloaded').toBeGreaterThan(2);
      expect(await unusedPreloadWarnings(page, consoleMessages)).toEqual([]);
      await context.close();
    });
  }

  test(
    "asks for a property's data from the first script, once, and the page takes it",
    areasOf('/property-details/1'),
    async ({ browser, site }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/#/property-details/1`);
      await page.locator('main h1').first().waitFor();
      const asked = (await page.evaluate(loadedFiles)).filter((file) =>
        file.path.startsWith('/api/v1/getPropertyById/'),
      );
      // apps.json firstRequests: preloaded beside the remote's files, not after its code has run.
      expect(asked).toEqual([{ path: '/api/v1/getPropertyById/1', initiator: 'link' }]);
      await context.close();
    },
  );

  test(
    "preloads the page's own chunks with the remote's entry",
    areasOf('/'),
    async ({ browser, site }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.baseUrl}/#/`);
      await page.locator('main h1').first().waitFor();
      const data = JSON.parse((await page.locator('#inline-data').textContent()) ?? '{}') as {
        pageFiles?: Record<string, string[]>;
      };
      const homeFiles = data.pageFiles?.['/'] ?? [];
      expect(homeFiles.length, 'the home page has its own chunks').toBeGreaterThan(0);
      // Each asked for once, by the first script's preload, not by the runtime once ./Routes ran.
      const loaded = (await page.evaluate(loadedFiles)).filter((file) =>
        homeFiles.includes(file.path),
      );
      expect(loaded.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
        [...homeFiles].sort().map((file) => ({ path: file, initiator: 'link' })),
      );
    },
  );

  // docs/decisions/pictures-after-the-largest.md: on a slow connection the page's other pictures
  // and the toasts' files shared the line with the one picture the visitor looks at first.
  for (const route of ['/', '/real-estate', '/property-details/1']) {
    test(
      `asks for ${route}'s other pictures and the toasts' files once its largest is drawn`,
      areasOf(route),
      async ({ browser, site }) => {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const painted: { url: string; renderTime: number }[] = [];
          Object.assign(window, { largestPaints: painted });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as LargestContentfulPaint[])
              painted.push({ url: entry.url, renderTime: entry.renderTime || entry.startTime });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${site.baseUrl}/#${route}`);
        const largest = page.locator('main img[fetchpriority="high"]');
        await expect(largest.first()).toBeVisible();
        await expect
          .poll(() =>
            largest.evaluateAll((images) =>
              images.every((image) => (image as HTMLImageElement).complete),
            ),
          )
          .toBe(true);
        // The toasts' stylesheet is asked for once the first screen has come (3 s after load).
        await expect(page.locator('link[data-toast-stylesheet]')).toHaveCount(1, {
          timeout: 10_000,
        });
        await page.waitForLoadState('networkidle');
        const { paints, files } = await page.evaluate(() => ({
          paints: (window as unknown as { largestPaints: { url: string; renderTime: number }[] })
            .largestPaints,
          files: performance
            .getEntriesByType('resource')
            .map((entry) => entry as PerformanceResourceTiming)
            .map((entry) => ({
              url: entry.name,
              type: entry.initiatorType,
              start: entry.startTime,
            })),
        }));
        const largestUrls = await largest.evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).currentSrc),
        );
        // The page's largest paint is one of its pictures marked as the largest.
        const drawn = paints.at(-1);
        expectTruthy(drawn, 'no largest paint reported');
        expect(largestUrls).toContain(drawn.url);
        const others = files.filter(
          (file) =>
            (file.type === 'img' &&
              /\/(uploads|remotes)\//.test(file.url) &&
              !largestUrls.includes(file.url)) ||
            // On / too, where the welcome toast asks for them itself.
            /ReactToastify/.test(file.url),
        );
        expect(others.length, 'other pictures or the toasts were asked for').toBeGreaterThan(0);
        const early = others.filter((file) => file.start < drawn.renderTime);
        expect(early, `drawn at ${drawn.renderTime} ms`).toEqual([]);
        await context.close();
      },
    );
  }

  for (const width of [390, 1280]) {
    test(
      `/cart logged in, with items, at ${width} px shifts at most ${MAX_CLS}`,
      areasOf('/cart', '/login'),
      async ({ browser, site }) => {
        const account = await createVerifiedUser(
          site.baseUrl,
          site.outbox,
          `cls${width}${Date.now().toString(36)}`,
        );
        const login = await fetch(`${site.baseUrl}/api/v1/simple-login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: account.username, password: account.password }),
        });
        const session = (await login.json()) as { token: string; user: unknown };
        expectTruthy(session.token, 'logged in');
        for (const item of ['service:plumbing', 'service:house-cleaning', 'service:electrician']) {
          const added = await fetch(`${site.baseUrl}/api/v1/cart/addToCart`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${session.token}`,
            },
            body: JSON.stringify({ item_type: 'service', item_id: item }),
          });
          expect(added.status, await added.text()).toBeLessThan(300);
        }
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        await context.addInitScript((auth) => {
          window.localStorage.setItem('auth', JSON.stringify({ ...auth, otpVerified: true }));
        }, session);
        await context.addInitScript(recordLayoutShifts);
        const page = await context.newPage();
        await page.goto(`${site.baseUrl}/#/cart`);
        await page.getByRole('list', { name: 'Cart items' }).waitFor();
        await page.getByRole('complementary', { name: 'Order Summary' }).waitFor();
        await page.waitForTimeout(1000);
        const shift = await layoutShiftOf(page);
        expect(
          shift.total,
          `CLS ${shift.total.toFixed(3)} (moved: ${shift.moved.join(', ')})`,
        ).toBeLessThanOrEqual(MAX_CLS);
      },
    );
  }
});
