import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** Whether the request announced a body (a length above 0, or chunks). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * An answer sent before its request's body has all arrived (a refused picture part-way through
 * an upload, a 401 before the form is read, a retried save answered at once) closes the
 * connection, as Fastify's own 413 does. Kept open, the connection would wait for a body nobody
 * reads any more: the browser, still sending, showed the answer only when the keep-alive timer
 * ended, and a request reusing the socket stalled behind it (docs/decisions/admin-uploads.md).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.raw.complete && hasBody(request.raw)) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'unread-body', fastify: '5.x' },
);
