// zod compiles object parsers with `new Function` when it can, probing for it on first use. The
// site's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses that in browsers,
// and each refusal is a reported CSP violation (Lighthouse best practices: inspector issues). In
// a browser the contracts run jitless; the api (no CSP, many parses) keeps the compiled parsers.
import { z } from 'zod';

if (typeof globalThis === 'object' && 'document' in globalThis) z.config({ jitless: true });
