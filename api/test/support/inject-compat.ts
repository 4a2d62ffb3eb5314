/*
 * Makes `app.inject` loadable under jest on Node 20.
 *
 * fastify's inject loads light-my-request, which requires `cookie`. The installed `cookie` is
 * 2.x, an ES module: plain Node 20.19+ can require() it, jest's module runtime cannot (before
 * Node 24.9). The root package.json means to pin light-my-request's `cookie` to the CommonJS 1.x
 * through `overrides`, but the lockfile did not apply it. Until it does, light-my-request gets the
 * one function it uses from `cookie` (stringifySetCookie, for `inject({ cookies })`) from here.
 * When the real module loads (override applied, or a newer Node), it is used as is.
 */
function stringifySetCookie(cookie: { name: string; value: string }): string {
  return `${cookie.name}=${encodeURIComponent(cookie.value)}`;
}

jest.mock('cookie', () => {
  try {
    return jest.requireActual('cookie');
  } catch {
    return { stringifySetCookie };
  }
});

export {};
