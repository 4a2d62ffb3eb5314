import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_ERROR_CODES, type ApiFailure } from '@marketplace/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SECURITY_HEADERS } from '../plugins/security-headers';

/**
 * Answers for requests that never reach a route: a URL Fastify cannot decode (`/api/v1/%c0`), a
 * header line Node cannot parse, headers too large or too slow. Each gets the api's envelope with a
 * fixed message (never the path or the parser's words) and the security headers, like any answer.
 */
export const MALFORMED_MESSAGES = {
  badRequest: 'Malformed request',
  timeout: 'Request timed out',
  headersTooLarge: 'Request headers too large',
} as const;

interface ClientFailure {
  status: number;
  body: ApiFailure;
}

function failureFor(errorCode: string | undefined): ClientFailure {
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      body: { success: false, msg: MALFORMED_MESSAGES.timeout, code: 'REQUEST_TIMEOUT' },
    };
  }
  if (errorCode === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: { success: false, msg: MALFORMED_MESSAGES.headersTooLarge, code: 'HEADERS_TOO_LARGE' },
    };
  }
  return {
    status: 400,
    body: {
      success: false,
      msg: MALFORMED_MESSAGES.badRequest,
      code: API_ERROR_CODES.badRequest,
    },
  };
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, and its other pre-routing failures. */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } = failureFor(undefined);
  request.log.info({ code: error.code }, 'malformed request refused');
  // These replies skip the onSend hooks, so the headers are set here.
  void reply.code(status).headers(SECURITY_HEADERS).header('cache-control', 'no-store').send(body);
}

/** The raw response Node's parser errors get: the parser is gone, so it is written by hand. */
function rawFailureResponse(errorCode: string | undefined): string {
  const { status, body } = failureFor(errorCode);
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
}

/** A response already started on this socket (a pipelined request): nothing can be added. */
function responseStarted(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })
    ._httpMessage;
  return current?.headersSent === true;
}

/** Fastify's `clientErrorHandler` (Node's `clientError` event): a complete answer, then close. */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ code: error.code }, 'malformed request refused');
  if (!socket.writable || responseStarted(socket)) {
    socket.destroy();
    return;
  }
  socket.end(rawFailureResponse(error.code));
}
