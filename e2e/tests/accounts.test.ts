// Accounts in a real browser against the composed site: register, read the e-mailed code from an
// SMTP server run by this test, a wrong code first, verify, log in, the name in the header, the
// dashboard, a reload that keeps the session, and logout.
import type { AddressInfo } from 'node:net';
import { expect, expectTruthy, test } from '../support/fixtures';
import type { Browser, Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { browserSkipReason, watchPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

const skip = browserSkipReason() ?? false;

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A throw-away SMTP server on a loopback port (free unless given) that keeps every message. */
async function startMailbox(listenPort = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitForMail(to: string, after = 0, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = received.slice(after).find((m) => m.to.includes(to.toLowerCase()));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to} within ${timeoutMs} ms (received ${received.length})`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every readable text of a raw MIME message: headers and each part decoded by its encoding. */
function readableText(raw: string): string {
  const texts = [raw];
  const partPattern =
    /content-transfer-encoding:\s*(base64|quoted-printable)[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const [, encoding, body = ''] of raw.matchAll(partPattern)) {
    texts.push(
      encoding?.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : decodeQuotedPrintable(body),
    );
  }
  return texts.join('\n');
}

/** The 6-digit code of a mail: the one near "code"/"OTP" if any, else the first 6-digit number. */
function codeOf(mail: ReceivedMail): string {
  const text = readableText(mail.raw);
  const near = /(?:code|otp)\D{0,60}?\b(\d{6})\b/i.exec(text)?.[1];
  const code = near ?? /\b(\d{6})\b/.exec(text)?.[1];
  expectTruthy(code, `no 6-digit code in the mail:\n${text.slice(0, 2000)}`);
  return code;
}

test.describe('accounts', { tag: ['@account', '@api'] }, () => {
  test.skip(Boolean(skip), skip || undefined);
  let mailbox: Awaited<ReturnType<typeof startMailbox>>;
  let site: RunningSite;
  let browser: Browser;

  test.beforeAll(async ({ browser: sharedBrowser }) => {
    // Through nginx (run-through-nginx.mjs) the api instances already send their mail to
    // E2E_SMTP_PORT: listen there. Otherwise start the embedded server with this mailbox.
    const stackSmtpPort = process.env.E2E_BASE_URL ? process.env.E2E_SMTP_PORT : undefined;
    if (stackSmtpPort) {
      mailbox = await startMailbox(Number(stackSmtpPort));
      site = await startSite();
    } else {
      mailbox = await startMailbox();
      site = await startSite({
        SMTP_URL: mailbox.url,
        MAIL_FROM: 'Marketplace <no-reply@marketplace.test>',
      });
    }
    browser = sharedBrowser;
  });
  test.afterAll(async () => {
    await site?.stop();
    await mailbox?.close();
  });

  const hashOf = (page: Page) => new URL(page.url()).hash;

  async function waitForHash(page: Page, hash: string) {
    await page.waitForFunction((expected) => window.location.hash === expected, hash, {
      timeout: 15_000,
    });
  }

  test(
    'registers with the e-mailed code, logs in, keeps the session on reload, logs out',
    // Logging out lands on the home page.
    { tag: ['@catalogue'] },
    async () => {
      const page = await browser.newPage();
      const { consoleErrors, foreignRequests } = watchPage(page, site.baseUrl);
      const username = `ravi${Date.now().toString(36)}`;
      const email = `${username}@example.test`;
      const password = 'Secret123';

      // Step 1 and 2 of the register form.
      await page.goto(`${site.baseUrl}/#/register`);
      await page.getByLabel('Username', { exact: true }).fill(username);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm password', { exact: true }).fill(password);
      await page.getByText('Password strength: Strong').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /Normal User/ }).check();
      await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
      const mailsBefore = mailbox.received.length;
      await page.getByRole('button', { name: 'Create account' }).click();

      // The code step appears in place, and the code arrives by mail.
      await page
        .getByText('OTP sent to your email! Please verify to complete registration.')
        .waitFor();
      await page.getByText(email, { exact: true }).waitFor();
      await page.getByRole('button', { name: /^Resend OTP in \d+s$/ }).waitFor();
      const code = codeOf(await mailbox.waitForMail(email, mailsBefore));

      // A wrong code is refused with the server's message, and the page stays.
      const codeField = page.getByLabel('Verification code');
      const wrong = code === '000000' ? '111111' : '000000';
      await codeField.fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      const errorToast = page.getByRole('alert').filter({ hasText: /otp|code|invalid|expired/i });
      await errorToast.first().waitFor();
      expect(hashOf(page)).toBe('#/register');

      // The right code completes the registration.
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .getByText('Registration completed successfully! Please login to continue.')
        .waitFor();
      await waitForHash(page, '#/login');

      // Log in with the new account: welcomed, name in the header.
      await page.getByLabel('Username or email').fill(username);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(/^Welcome back /).waitFor();
      await waitForHash(page, '#/');
      const accountMenu = page
        .getByRole('banner')
        .getByRole('button', { name: /Account menu for/ });
      await accountMenu.waitFor();
      const menuName = (await accountMenu.getAttribute('aria-label')) ?? '';
      const shownName = menuName.replace('Account menu for ', '');
      expect(shownName.length > 0).toBeTruthy();
      expect(
        (await page.getByRole('banner').textContent())?.includes(shownName),
        'the header shows the name',
      ).toBeTruthy();

      // The dashboard shows the account, and a reload keeps the session.
      await page.goto(`${site.baseUrl}/#/dashboard`);
      const main = page.locator('main');
      await main.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await main.getByText(`Welcome, ${shownName}!`).waitFor();
      await main.getByText(email, { exact: true }).waitFor();
      await page.reload();
      await main.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await main.getByText(username, { exact: true }).waitFor();
      expect(hashOf(page)).toBe('#/dashboard');

      // Logout from the dashboard ends the session.
      await main.getByRole('button', { name: 'Logout' }).click();
      await page.getByText('Logged out successfully!').waitFor();
      await waitForHash(page, '#/login');
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(null);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).first().waitFor();

      // The guard now sends the dashboard to the login page.
      await page.goto(`${site.baseUrl}/#/dashboard`);
      await waitForHash(page, '#/login');

      // The only errors allowed are those of the refused wrong code: its 400 response and the
      // browser's own console line for it.
      const refusedCode = `400 ${site.baseUrl}/api/v1/verify-otp`;
      expect(consoleErrors.includes(refusedCode), 'the wrong code reached the api').toBeTruthy();
      const unexpected = consoleErrors.filter(
        (line) =>
          line !== refusedCode &&
          !/Failed to load resource: the server responded with a status of 400/.test(line),
      );
      expect(unexpected).toStrictEqual([]);
      expect(foreignRequests).toStrictEqual([]);
      await page.close();
    },
  );
});
