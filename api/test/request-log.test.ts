// One log line per answered request (docs/decisions/api-reads.md), with what the two lines
// of Fastify's default said between them.
import { buildTestApp } from './helpers';
import { captureLog } from './support/log-capture';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

async function logOf(request: { method: 'GET' | 'POST'; url: string }): Promise<LogLine[]> {
  const log = captureLog();
  const app = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
  try {
    await app.inject(request);
    return log
      .lines()
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.req || line.res);
  } finally {
    await app.close();
  }
}

describe('the request log', () => {
  it('writes one line per request, when answered: method, url, status and time', async () => {
    const lines = await logOf({ method: 'GET', url: '/api/v1/health' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/health' },
      res: { statusCode: 200 },
    });
    expect(lines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it('still logs a refused request with its status', async () => {
    const lines = await logOf({ method: 'GET', url: '/api/v1/getPropertyById/0' });
    expect(lines.map((line) => line.res?.statusCode)).toContain(404);
    expect(lines.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
