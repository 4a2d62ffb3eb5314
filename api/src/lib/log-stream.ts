import cluster from 'node:cluster';
import pretty from 'pino-pretty';

type Output = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * Where the server's log lines go. A person watching a terminal reads one coloured line per
 * event; anything else (systemd's journal, a file, a log shipper) gets pino's JSON lines, one
 * object per line, untouched. `undefined` lets Fastify write JSON to stdout as before.
 */
export function terminalLogStream(
  output: Output = process.stdout,
  { showPid = cluster.isWorker }: { showPid?: boolean } = {},
): Output | undefined {
  if (!output.isTTY) return undefined;
  // Writes to a terminal are synchronous in Node, so the last lines before an exit are kept.
  return pretty({
    destination: output,
    translateTime: 'SYS:HH:MM:ss',
    // With API_WORKERS > 1 the pid tells the workers' lines apart; alone it is noise.
    ignore: showPid ? 'hostname' : 'pid,hostname',
    // One line per event, extra fields inline: a terminal reader scans lines, not blocks.
    singleLine: true,
  });
}
