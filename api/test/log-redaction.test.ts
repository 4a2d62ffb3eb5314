import { REDACTED, hideSecrets } from '../src/lib/log-redaction';

describe('hideSecrets (the log formatter)', () => {
  it('hides passwords, authorization and cookies up to three levels down', () => {
    const logged = {
      password: 'Kesari7Chai9',
      body: { username: 'ravi', password: 'Kesari7Chai9' },
      req: { headers: { Authorization: 'Bearer abc', cookie: 'sid=1', accept: '*/*' } },
      deep: { one: { two: { password: 'left: below the depth looked at' } } },
    };
    expect(hideSecrets(logged)).toEqual({
      password: REDACTED,
      body: { username: 'ravi', password: REDACTED },
      req: { headers: { Authorization: REDACTED, cookie: REDACTED, accept: '*/*' } },
      deep: { one: { two: { password: 'left: below the depth looked at' } } },
    });
  });

  it("never changes the caller's object, and returns it as it is when nothing is secret", () => {
    const body = { username: 'ravi', password: 'Kesari7Chai9' };
    const logged = { body, userId: 7 };
    hideSecrets(logged);
    expect(logged.body).toBe(body);
    expect(body.password).toBe('Kesari7Chai9');
    const plain = { userId: 7, nested: { ok: true } };
    expect(hideSecrets(plain)).toBe(plain);
  });

  it("hides an error's secret fields in a copy that is still the error", () => {
    const error = Object.assign(new TypeError('boom'), { password: 'Kesari7Chai9', code: 'X' });
    const hidden = hideSecrets({ err: error }).err as TypeError & Record<string, unknown>;
    expect(hidden).toBeInstanceOf(TypeError);
    expect(hidden).toMatchObject({ message: 'boom', code: 'X', password: REDACTED });
    expect(hidden.stack).toBe(error.stack);
    expect(error.password).toBe('Kesari7Chai9');
  });

  it('leaves a request or a reply to its serializer, which logs no header and no body', () => {
    class Request {
      headers = { authorization: 'Bearer abc' };
    }
    const request = new Request();
    expect(hideSecrets({ req: request }).req).toBe(request);
  });
});
