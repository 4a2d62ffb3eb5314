// Network mocked at the fetch boundary: a test declares the calls it expects with `mockApi`;
// any other request fails the test (afterEach), so a page cannot quietly call something new.

type JsonBody = Record<string, unknown>;

export interface MockReply {
  status?: number;
  body?: JsonBody;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Responder = MockReply | ((call: RecordedCall) => MockReply | Promise<MockReply>);

interface Handler {
  method: string;
  path: string;
  respond: Responder;
  once: boolean;
}

let handlers: Handler[] = [];
let calls: RecordedCall[] = [];
let unhandled: string[] = [];

const API_BASE = '/api/v1';

function toResponse({ status = 200, body }: MockReply): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as Response;
}

function parseBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init?.method ?? 'GET').toUpperCase();
  const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
  const call: RecordedCall = {
    method,
    path,
    body: parseBody(init),
    headers: { ...(init?.headers as Record<string, string> | undefined) },
  };
  calls.push(call);
  const index = handlers.findIndex((h) => h.method === method && h.path === path);
  const handler = handlers[index];
  if (!handler) {
    unhandled.push(`${method} ${url}`);
    throw new TypeError(`Unhandled request in test: ${method} ${url}`);
  }
  if (handler.once) handlers.splice(index, 1);
  const reply =
    typeof handler.respond === 'function' ? await handler.respond(call) : handler.respond;
  return toResponse(reply);
}

/**
 * Answers `method path` (path below /api/v1, e.g. '/simple-login'). Handlers added later for the
 * same call take effect after earlier `once` handlers are used up.
 */
export function mockApi(
  method: string,
  path: string,
  respond: Responder,
  options: { once?: boolean } = {},
): void {
  handlers.push({ method: method.toUpperCase(), path, respond, once: options.once ?? false });
}

/** Every request the page made, in order. */
export function apiCalls(method?: string, path?: string): RecordedCall[] {
  return calls.filter(
    (c) => (!method || c.method === method.toUpperCase()) && (!path || c.path === path),
  );
}

beforeEach(() => {
  handlers = [];
  calls = [];
  unhandled = [];
  globalThis.fetch = jest.fn(fakeFetch) as unknown as typeof fetch;
});

afterEach(() => {
  if (unhandled.length > 0) {
    throw new Error(`Unhandled api requests:\n${unhandled.join('\n')}`);
  }
});
