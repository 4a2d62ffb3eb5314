import fp from 'fastify-plugin';
import { translateMessage } from '../i18n/api-messages';
import { requestLanguage } from '../i18n/request-language';

/**
 * The `msg` of every answer in the language of the request (Accept-Language, which the site's
 * api client sets to the page's language): the routes write English, this turns it into Hindi
 * when Hindi is asked for. A cache must keep the two apart, hence `Vary`.
 */
export default fp(
  async (app) => {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (typeof payload !== 'object' || payload === null || !('msg' in payload)) return payload;
      const { msg } = payload as { msg: unknown };
      if (typeof msg !== 'string') return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      return { ...payload, msg: translateMessage(msg, requestLanguage(request)) };
    });
  },
  { name: 'answer-language', fastify: '5.x' },
);
