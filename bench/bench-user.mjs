// A verified account for the benches that measure a logged-in page: registered through the api as
// the register page would, its code read from the outbox folder the api writes mail to when no
// SMTP_URL is set (the servers the benches start set OUTBOX_DIR), then logged in. Resolves with
// the localStorage entries the site keeps for a session (shared/src/session/storage.ts).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PASSWORD = 'Bench1234';
const CODE_TIMEOUT_MS = 15_000;

async function codeFromOutbox(outbox, email) {
  const deadline = Date.now() + CODE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const texts = (() => {
      try {
        return readdirSync(outbox)
          .filter((file) => file.endsWith('.eml'))
          .map((file) => readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''));
      } catch {
        return []; // the folder appears with the first mail
      }
    })();
    const code = texts
      .filter((text) => text.toLowerCase().includes(email))
      .map((text) => /code\D{0,60}?\b(\d{6})\b/i.exec(text)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email} within ${CODE_TIMEOUT_MS} ms (outbox ${outbox})`);
}

async function post(baseUrl, url, body) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

export async function logInForBench(baseUrl, outbox) {
  const username = `bench${Date.now().toString(36)}`;
  const email = `${username}@example.test`;
  await post(baseUrl, '/simple-register', { username, email, password: PASSWORD, role: 'user' });
  await post(baseUrl, '/verify-otp', { email, otp: await codeFromOutbox(outbox, email) });
  const { token, user } = await post(baseUrl, '/simple-login', { username, password: PASSWORD });
  if (typeof token !== 'string' || !user) throw new Error('the login answer has no token or user');
  return {
    storage: {
      auth: JSON.stringify({ user, token, otpVerified: true }),
      token,
      user: JSON.stringify(user),
    },
  };
}
