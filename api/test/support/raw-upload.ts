import { connect } from 'node:net';

/*
 * A request written on a real socket, its body sent as fast as the server reads it, as a browser
 * uploads: unlike app.inject, this shows whether an answer given part-way through the body comes
 * back at once, and whether the connection then ends or hangs.
 */

export interface RawUploadOutcome {
  /** The status line's code, and the answer's headers (lower-case names). */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the answer's first byte. */
  answeredAfterMs: number;
  /** Milliseconds from the answer to the connection's end; undefined if still open at the limit. */
  closedAfterAnswerMs: number | undefined;
  /** Body bytes written to the socket when the answer came, of `bodyBytes`. */
  sentWhenAnswered: number;
  bodyBytes: number;
}

export function rawUpload(
  port: number,
  head: string,
  body: Buffer,
  { closeWithinMs = 2000 }: { closeWithinMs?: number } = {},
): Promise<RawUploadOutcome> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let started = 0;
    let answeredAt: number | undefined;
    let sent = 0;
    let sentWhenAnswered = 0;
    let timer: NodeJS.Timeout | undefined;
    let finished = false;

    const finish = (closedAt: number | undefined) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      if (answeredAt === undefined) return reject(new Error('no answer'));
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: rest.join('\r\n\r\n'),
        answeredAfterMs: answeredAt - started,
        closedAfterAnswerMs: closedAt === undefined ? undefined : closedAt - answeredAt,
        sentWhenAnswered,
        bodyBytes: body.length,
      });
    };

    socket.on('data', (data) => {
      if (answeredAt === undefined) {
        answeredAt = Date.now();
        sentWhenAnswered = sent;
        timer = setTimeout(() => finish(undefined), closeWithinMs);
      }
      chunks.push(data);
    });
    // Writing after the server closed fails (EPIPE, ECONNRESET): the answer is already read.
    socket.on('error', () => undefined);
    socket.on('close', () => finish(answeredAt === undefined ? undefined : Date.now()));
    socket.once('connect', () => {
      started = Date.now();
      socket.write(head);
      const pump = () => {
        while (sent < body.length && !socket.destroyed) {
          const chunk = body.subarray(sent, sent + 64 * 1024);
          sent += chunk.length;
          if (!socket.write(chunk)) {
            socket.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
  });
}
