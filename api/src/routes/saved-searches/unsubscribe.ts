import {
  API_ERROR_CODES,
  SAVED_SEARCH_MESSAGES,
  apiFailureSchema,
} from '@marketplace/shared/contracts';
import { unsubscribeParams, unsubscribeResponse } from '@marketplace/shared/posting-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findByUnsubscribeToken, unsubscribeByToken } from '../../db/repositories/saved-searches';
import { HttpError } from '../../lib/http-error';

const linkNotValid = () =>
  new HttpError(404, SAVED_SEARCH_MESSAGES.unsubscribeNotFound, API_ERROR_CODES.notFound);

const tags = ['saved searches'];

/**
 * A saved search's unsubscribe link, without login (docs/decisions/saved-search-alerts.md): the
 * token in the e-mail is the only key, and all it can do is stop that search's e-mails. GET only
 * reads (a mail scanner or a link preview fetching it changes nothing); POST stops them, from the
 * site's page or from a mail client's one-click button (RFC 8058).
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A one-click POST comes as a form ('List-Unsubscribe=One-Click', urlencoded or multipart):
  // the request itself is the whole message, so whatever body it carries is read and dropped.
  app.addContentTypeParser('*', { bodyLimit: 4096 }, (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
    payload.on('error', done);
  });

  app.get(
    '/saved-searches/unsubscribe/:token',
    {
      schema: {
        summary: "What an unsubscribe link is about: the saved search's name and state",
        tags,
        params: unsubscribeParams,
        response: { 200: unsubscribeResponse, 404: apiFailureSchema },
      },
    },
    async (request) => {
      const data = await findByUnsubscribeToken(app.db, request.params.token);
      if (!data) throw linkNotValid();
      return { success: true as const, data };
    },
  );

  app.post(
    '/saved-searches/unsubscribe/:token',
    {
      schema: {
        summary: "Stop a saved search's e-mails (idempotent; the one-click unsubscribe)",
        tags,
        params: unsubscribeParams,
        response: { 200: unsubscribeResponse, 404: apiFailureSchema },
      },
    },
    async (request) => {
      const name = await unsubscribeByToken(app.db, request.params.token);
      if (name === undefined) throw linkNotValid();
      return {
        success: true as const,
        msg: SAVED_SEARCH_MESSAGES.unsubscribed(name),
        data: { name, alerts: false },
      };
    },
  );
};

export default unsubscribeRoutes;
