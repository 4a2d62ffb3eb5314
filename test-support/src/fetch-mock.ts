// The network at the fetch boundary. A test declares the /api/v1 calls it expects with `mockApi`;
// any other request rejects, and fails the test afterwards even if the page swallowed the error,
// so a page cannot quietly call something new. Installed for every jsdom test by setup-jsdom.ts.
import type { ApiFailure } from '@marketplace/shared/contracts';

export interface ApiCall {
  method: string;
  /** Below /api/v1, without the query: '/cart/3'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, a FormData as sent, otherwise undefined. */
  body: unknown;
  headers: Record<string, string>;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

type Answer = ApiReply | ((call: ApiCall) => ApiReply | Promise<ApiReply>);

interface Handler {
  method: string;
  path: string;
  answer: Answer;
  once: boolean;
}

let handlers: Handler[] = [];
let calls: ApiCall[] = [];
let unexpected: string[] = [];

/** The api's failure envelope (`{ success: false, msg, code }`) with its status. */
export function apiError(status: number, msg: string, code = 'ERROR'): ApiReply {
  const body: ApiFailure = { success: false, msg, code };
  return { status, body };
}

function parseBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

// jsdom has no Response; the shared api client reads only ok, status and text().
function toResponse({ status = 200, body }: ApiReply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  } as Response;
}

/** Unused `once` answers first, in the order given; otherwise the newest lasting answer. */
function handlerFor(call: ApiCall): Handler | undefined {
  const matches = handlers.filter((h) => h.method === call.method && h.path === call.path);
  const once = matches.find((h) => h.once);
  if (once) {
    handlers.splice(handlers.indexOf(once), 1);
    return once;
  }
  return matches.at(-1);
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(raw, 'http://localhost');
  const call: ApiCall = {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname.replace(/^\/api\/v1(?=\/)/, ''),
    query: url.searchParams,
    body: parseBody(init?.body),
    headers: { ...(init?.headers as Record<string, string> | undefined) },
  };
  calls.push(call);
  const handler = handlerFor(call);
  if (!handler) {
    unexpected.push(`${call.method} ${raw}`);
    throw new TypeError(`Unexpected request in test: ${call.method} ${raw}`);
  }
  return toResponse(
    typeof handler.answer === 'function' ? await handler.answer(call) : handler.answer,
  );
}

/**
 * Answers `method path` (path below /api/v1 without the query, e.g. '/cart/3'). A later lasting
 * answer replaces an earlier one; `once` answers are used first, in order.
 */
export function mockApi(
  method: string,
  path: string,
  answer: Answer,
  options: { once?: boolean } = {},
): void {
  handlers.push({ method: method.toUpperCase(), path, answer, once: options.once ?? false });
}

/** The requests made so far, in order; optionally only those to `method path`. */
export function apiCalls(method?: string, path?: string): ApiCall[] {
  return calls.filter(
    (c) => (!method || c.method === method.toUpperCase()) && (!path || c.path === path),
  );
}

beforeEach(() => {
  handlers = [];
  calls = [];
  unexpected = [];
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
});

afterEach(() => {
  if (unexpected.length > 0) {
    throw new Error(`Unexpected api requests:\n${unexpected.join('\n')}`);
  }
});
