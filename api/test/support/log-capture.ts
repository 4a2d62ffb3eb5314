import { Writable } from 'node:stream';

/** A log stream for buildApp that keeps every line, to read what the api logged. */
export function captureLog(): { stream: Writable; text: () => string; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const text = () => chunks.join('');
  return { stream, text, lines: () => text().split('\n').filter(Boolean) };
}
