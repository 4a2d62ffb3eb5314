import { ERROR_DEFAULTS } from '../contracts';
import { ApiError, apiRequest, isApiError, registerSessionBridge } from './index';

type FetchMock = jest.Mock<Promise<Partial<Response>>, [string, RequestInit]>;

function reply(status: number, body?: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  };
}

let fetchMock: FetchMock;
let unregister: (() => void) | undefined;

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  unregister?.();
  unregister = undefined;
});

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('apiRequest', () => {
  it('GETs under /api/v1 and resolves the parsed body', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, data: [1, 2] }));
    await expect(
      apiRequest('/getAllProperties', { query: { page: 2, q: undefined } }),
    ).resolves.toEqual({
      success: true,
      data: [1, 2],
    });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/v1/getAllProperties?page=2');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).not.toHaveProperty('Authorization');
    expect(headers).not.toHaveProperty('Content-Type');
  });

  it('sends a JSON body with its content type and an explicit bearer token', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true }));
    await apiRequest('/cart/addToCart', { method: 'POST', body: { item_id: 'x' }, token: 'abc' });
    const { init, headers } = lastCall();
    expect(init.body).toBe('{"item_id":"x"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc');
  });

  it('sends FormData as is, without setting a content type by hand', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: true, msg: 'Property added successfully' }));
    const form = new FormData();
    form.append('name', 'Sea View');
    await apiRequest('/addProperty', { method: 'POST', formData: form, token: 't' });
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers).not.toHaveProperty('Content-Type');
  });

  it("takes the session's token when none is given, and none when told null", async () => {
    unregister = registerSessionBridge({
      getToken: () => 'from-session',
      onUnauthorized: jest.fn(),
    });
    fetchMock.mockResolvedValue(reply(200, { success: true }));
    await apiRequest('/profile');
    expect(lastCall().headers.Authorization).toBe('Bearer from-session');
    await apiRequest('/simple-login', { method: 'POST', body: {}, token: null });
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  it("fails with the server's msg and code on a non-2xx status", async () => {
    fetchMock.mockResolvedValue(
      reply(400, { success: false, msg: 'Email is invalid', code: 'VALIDATION_ERROR' }),
    );
    const error = await apiRequest('/simple-register', {
      method: 'POST',
      body: {},
      defaultMsg: ERROR_DEFAULTS.register,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Email is invalid',
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('fails on success:false even with a 200', async () => {
    fetchMock.mockResolvedValue(reply(200, { success: false, msg: 'Cart is empty' }));
    await expect(apiRequest('/cart')).rejects.toMatchObject({
      message: 'Cart is empty',
      status: 200,
    });
  });

  it('uses the default message when the server sends none', async () => {
    fetchMock.mockResolvedValue(reply(500));
    await expect(
      apiRequest('/logout', { method: 'POST', defaultMsg: ERROR_DEFAULTS.logout }),
    ).rejects.toMatchObject({
      message: 'Logout failed',
      status: 500,
    });
    fetchMock.mockResolvedValue(reply(502, { success: false, msg: '  ' }));
    await expect(apiRequest('/getPropertyById/1')).rejects.toMatchObject({
      message: 'Something went wrong',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/cart', { defaultMsg: ERROR_DEFAULTS.getCart }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      message: 'Failed to get cart',
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('rethrows the abort of a cancelled call unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    await expect(apiRequest('/cart', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('clears the session on a 401 to a request that carried a token', async () => {
    const onUnauthorized = jest.fn();
    unregister = registerSessionBridge({ getToken: () => 'expired', onUnauthorized });
    fetchMock.mockResolvedValue(
      reply(401, { success: false, msg: 'Invalid token', code: 'UNAUTHORIZED' }),
    );
    await expect(apiRequest('/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid token',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // A 401 to a call without a token (a wrong password) says nothing about the session.
    await expect(
      apiRequest('/simple-login', { method: 'POST', body: {}, token: null }),
    ).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('checks the body against a schema when given', async () => {
    const schema = {
      safeParse: (data: unknown) =>
        typeof data === 'object' && data !== null && 'token' in data
          ? { success: true as const, data: data as { token: string } }
          : { success: false as const },
    };
    fetchMock.mockResolvedValue(reply(200, { success: true, token: 'x' }));
    await expect(apiRequest('/simple-login', { schema })).resolves.toEqual({
      success: true,
      token: 'x',
    });
    fetchMock.mockResolvedValue(reply(200, { success: true }));
    await expect(
      apiRequest('/simple-login', { schema, defaultMsg: 'Login failed' }),
    ).rejects.toMatchObject({
      message: 'Login failed',
      code: 'INVALID_RESPONSE',
    });
  });
});
