import { API_ERROR_CODES, type ApiFailure } from '@marketplace/shared/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus, HttpError } from '../lib/http-error';
import { API_MESSAGES } from '../messages';
import { hashRouteFor } from './web';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Whether `message` contains `word` as a whole word ('Invalid' does not mention 'id'). */
function mentions(message: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`, 'i').test(message);
}

/**
 * One readable sentence per issue, naming the field: the spec's own messages already do
 * ('Username is required'), others get the field in front ('name: Invalid input: ...').
 */
function describeIssue(issue: ValidationIssue, context: string | undefined): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const field = segments.join('.') || context || 'request';
  const leaf = [...segments].reverse().find((segment) => !/^\d+$/.test(segment));
  const message = issue.message ?? 'is invalid';
  if (leaf !== undefined && mentions(message, leaf)) return message;
  return `${field}: ${message}`;
}

function validationMessage(error: FastifyError): string {
  const issues = error.validation ?? [];
  const sentences = issues.map((issue) => describeIssue(issue, error.validationContext));
  return [...new Set(sentences)].join('; ') || error.message;
}

/** An error's own envelope code when it is one of ours, not a Fastify/Node internal one. */
function ownCode(error: unknown): string | undefined {
  if (error instanceof HttpError) return error.code;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[A-Z][A-Z_]*$/.test(code) && !code.startsWith('FST_')
    ? code
    : undefined;
}

function statusOf(error: unknown): number {
  const candidate =
    (error as { statusCode?: unknown }).statusCode ?? (error as { status?: unknown }).status;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : 500;
}

function messageOf(error: unknown): string {
  const { message, msg } = error as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message !== '') return message;
  if (typeof msg === 'string' && msg !== '') return msg;
  return 'Request failed';
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const where = { method: request.method, url: request.url };

  if (error.validation) {
    const body: ApiFailure = {
      success: false,
      msg: validationMessage(error),
      code: API_ERROR_CODES.validation,
    };
    request.log.info({ ...where, reason: body.msg }, 'request validation failed');
    return reply.code(400).send(body);
  }

  const statusCode = statusOf(error);
  // A 5xx we raised on purpose (e.g. 507, storage full) carries a message written for the client.
  if (statusCode >= 500 && !(error instanceof HttpError)) {
    // The details go to the log only; the client learns nothing about the internals.
    request.log.error({ ...where, err: error }, 'request failed');
    const body: ApiFailure = {
      success: false,
      msg: API_MESSAGES.internal,
      code: API_ERROR_CODES.internal,
    };
    return reply.code(statusCode).send(body);
  }

  const body: ApiFailure = {
    success: false,
    msg: messageOf(error),
    code: ownCode(error) ?? codeForStatus(statusCode),
  };
  request.log.info({ ...where, statusCode, reason: body.msg }, 'request rejected');
  return reply.code(statusCode).send(body);
}

function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  // The api's paths, and the uploaded files it serves, answer a miss in the envelope.
  const inApi = path === '/api' || path.startsWith('/api/');
  if (inApi || path.startsWith('/uploads/')) {
    const body: ApiFailure = {
      success: false,
      msg: inApi ? API_MESSAGES.routeNotFound : API_MESSAGES.fileNotFound,
      code: API_ERROR_CODES.notFound,
    };
    return reply.code(404).send(body);
  }
  // A page load at a path URL (a shared or typed link) goes to its hash route.
  const hashRoute = request.server.config.serveWeb
    ? hashRouteFor(request.method, request.url, request.headers.accept)
    : undefined;
  if (hashRoute !== undefined) return reply.code(302).header('location', hashRoute).send();
  // Otherwise, outside the api, a miss is a plain 404: never index.html, so a missing remote chunk fails
  // loudly instead of being parsed as JavaScript.
  return reply.code(404).type('text/plain; charset=utf-8').send(API_MESSAGES.notFound);
}

/** The envelope for every failure: 400 names the field, 4xx keep their message, 5xx are masked. */
export default fp(
  async (app) => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler(handleNotFound);
  },
  { name: 'error-handler', fastify: '5.x' },
);
