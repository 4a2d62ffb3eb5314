import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered, with the request (method, url, client) and the
 * answer (status, time). Fastify's own writes two, one on arrival and one on completion; at 50
 * connections the request log cost a property read 12-15 % of its requests per second
 * (docs/decisions/api-reads.md). Errors, not-found routes and stream failures are logged as
 * Fastify logs them.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
