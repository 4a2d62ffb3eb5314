import fp from 'fastify-plugin';

/**
 * Lets `app.close()` finish promptly. Closing stops new connections and waits for open ones;
 * a keep-alive connection whose request is still running when close starts would otherwise
 * stay open after its response (Fastify keeps idle sockets for 72 s), holding the shutdown.
 * Answering with `Connection: close` from then on makes Node end each socket after its reply.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close', fastify: '5.x' },
);
