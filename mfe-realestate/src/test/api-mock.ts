// The network at the fetch boundary: a test lists the api calls it expects (method, path and,
// for GETs, the query) and every other request fails the test, so a page cannot quietly call
// something new. Calls are recorded with their parsed query and body.

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

interface Route {
  method: string;
  path: string;
  answer: Answer;
}

let routes: Route[] = [];
let calls: ApiCall[] = [];
let unexpected: string[] = [];

function reply({ status = 200, body }: Reply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, 'http://localhost');
  const call: ApiCall = {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname.replace(/^\/api\/v1/, ''),
    query: url.searchParams,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers: { ...(init?.headers as Record<string, string> | undefined) },
  };
  calls.push(call);
  // The newest route wins, so a test can change an answer half-way through.
  const route = [...routes].reverse().find((r) => r.method === call.method && r.path === call.path);
  if (!route) {
    unexpected.push(`${call.method} ${raw}`);
    throw new TypeError(`Unexpected request in test: ${call.method} ${raw}`);
  }
  return reply(typeof route.answer === 'function' ? await route.answer(call) : route.answer);
}

/** Answers `method path` (path below /api/v1, without the query). */
export function onApi(method: string, path: string, answer: Answer): void {
  routes.push({ method: method.toUpperCase(), path, answer });
}

/** The recorded calls, optionally only those to `method path`. */
export function apiCallsTo(method?: string, path?: string): ApiCall[] {
  return calls.filter(
    (c) => (!method || c.method === method.toUpperCase()) && (!path || c.path === path),
  );
}

beforeEach(() => {
  routes = [];
  calls = [];
  unexpected = [];
  globalThis.fetch = jest.fn(apiFetch) as unknown as typeof fetch;
});

afterEach(() => {
  if (unexpected.length > 0) throw new Error(`Unexpected api requests:\n${unexpected.join('\n')}`);
});
