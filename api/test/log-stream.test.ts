import { PassThrough } from 'node:stream';
import { terminalLogStream } from '../src/lib/log-stream';

function fakeOutput(isTTY: boolean): PassThrough & { isTTY: boolean; text: () => string } {
  const chunks: string[] = [];
  const output = Object.assign(new PassThrough(), { isTTY, text: () => chunks.join('') });
  output.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return output;
}

describe('terminal log stream', () => {
  it('leaves non-terminal output as JSON lines (no stream override)', () => {
    expect(terminalLogStream(fakeOutput(false))).toBeUndefined();
  });

  it('turns a JSON log line into one readable line on a terminal', async () => {
    const output = fakeOutput(true);
    const stream = terminalLogStream(output);
    expect(stream).toBeDefined();
    const line = {
      level: 30,
      time: Date.now(),
      pid: 1,
      hostname: 'h',
      msg: 'database migrated',
      applied: ['a', 'b'],
    };
    stream?.write(`${JSON.stringify(line)}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    const text = output.text();
    expect(text).toContain('database migrated');
    expect(text).toContain('INFO');
    expect(text).not.toContain('"msg"');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(text).not.toMatch(/\(1\)/);
  });

  it("shows each line's pid when several workers share the terminal", async () => {
    const output = fakeOutput(true);
    const stream = terminalLogStream(output, { showPid: true });
    stream?.write(
      `${JSON.stringify({ level: 30, time: 0, pid: 4242, hostname: 'h', msg: 'up' })}\n`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(output.text()).toContain('(4242)');
  });
});
