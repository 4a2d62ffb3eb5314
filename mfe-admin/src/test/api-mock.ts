// fetch at the boundary: a test lists the api answers it expects ('GET /admin/stats'); any other
// request fails the test. Calls are recorded with their query and JSON body.

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer =
  { status?: number; body: unknown } | ((call: ApiCall) => { status?: number; body: unknown });

let routes: Map<string, Answer>;
export let calls: ApiCall[] = [];

export function onApi(route: string, answer: Answer): void {
  routes.set(route, answer);
}

beforeEach(() => {
  routes = new Map();
  calls = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = routes.get(`${call.method} ${call.path}`);
    if (!answer) throw new Error(`Unexpected request in test: ${call.method} ${url.pathname}`);
    const { status = 200, body } = typeof answer === 'function' ? answer(call) : answer;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => JSON.stringify(body),
    } as Response;
  }) as typeof fetch;
});
