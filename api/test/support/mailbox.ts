import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server in the test process: the api sends through nodemailer to it, and the tests
 * read the codes from the received messages, as a person would from their inbox.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text of the message (headers and its text part). */
  text: string;
  /** The decoded HTML part, '' when there is none. */
  html: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's RFC 2047 encoded words (=?UTF-8?Q?...?=, =?UTF-8?B?...?=) as the text they stand for. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A part's headers (unfolded) and its body decoded by its Content-Transfer-Encoding. */
function decodePart(raw: string): { head: string; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(unfolded)?.[1]?.toLowerCase();
  const decodedBody =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { head: unfolded, body: decodedBody };
}

/** Headers as they are, the text part decoded (and the HTML part of a multipart message). */
function decode(raw: string): { subject: string; text: string; html: string } {
  const { head, body } = decodePart(raw);
  const subject = decodeEncodedWords(/^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '');
  const boundary = /^content-type:\s*multipart\/[^;]+;.*boundary="?([^";\s]+)"?/im.exec(head)?.[1];
  if (!boundary) return { subject, text: `${head}\n\n${body}`, html: '' };
  const parts = body.split(`--${boundary}`).map((part) => decodePart(part.replace(/^\r?\n/, '')));
  const ofType = (type: string) =>
    parts.find((part) => new RegExp(`^content-type:\\s*${type}`, 'im').test(part.head))?.body ?? '';
  return { subject, text: `${head}\n\n${ofType('text/plain')}`, html: ofType('text/html') };
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` after the `after`-th received one (waits up to 5 s). */
  waitFor(to: string, after?: number): Promise<ReceivedMail>;
  /** The 6-digit code of the newest message to `to` after the `after`-th received one. */
  codeFor(to: string, after?: number): Promise<string>;
  close(): Promise<void>;
}

export function codeOf(mail: ReceivedMail): string {
  const code = /(?:code is|कोड है:) (\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${mail.text}`);
  return code;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { subject, text, html } = decode(Buffer.concat(chunks).toString('utf8'));
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          text,
          html,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(to: string, after = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mail = received.slice(after).find((m) => m.to.includes(to.toLowerCase()));
      if (mail) return mail;
      if (Date.now() > deadline) {
        throw new Error(`no mail to ${to} (received ${received.length})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    codeFor: async (to, after) => codeOf(await waitFor(to, after)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mailbox for the enclosing describe: started before its first test, closed after its last.
 * The returned object reads through to the running server, so tests can hold it from the start.
 */
export function useMailbox(): Mailbox {
  let current: Mailbox | undefined;
  beforeAll(async () => {
    current = await startMailbox();
  });
  afterAll(async () => {
    await current?.close();
  });
  const running = (): Mailbox => {
    if (!current) throw new Error('the mailbox starts in beforeAll; use it inside a test or hook');
    return current;
  };
  return {
    get url() {
      return running().url;
    },
    get received() {
      return running().received;
    },
    waitFor: (to, after) => running().waitFor(to, after),
    codeFor: (to, after) => running().codeFor(to, after),
    close: () => running().close(),
  };
}
