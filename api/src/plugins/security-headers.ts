import fp from 'fastify-plugin';

/*
 * One policy for every response: api, static files, docs and errors alike.
 * styled-components injects <style> elements at run time, hence style-src 'unsafe-inline';
 * scripts come only from this origin (one inline script, by its hash; no eval, no third-party host).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // The shell's index.html sets <html lang> with one inline script before the first paint: its
  // hash, and nothing else inline (shell/test/language-script.test.ts holds it to the file).
  "script-src 'self' 'sha256-2U9lWTqQ8ZJtNtC9FD1EV7u7xlpEd1FOhQugUi1+yxc='",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export default fp(
  async (app) => {
    // onSend runs for every reply that goes through Fastify, including the error and
    // not-found handlers and @fastify/static's streams.
    // A callback hook, not an async one: every reply runs it (no promise per reply).
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.headers(SECURITY_HEADERS);
      done(null, payload);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
