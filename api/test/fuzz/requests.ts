import fc from 'fast-check';
import {
  almostValidObject,
  brokenJson,
  encodeSegment,
  hostileSegment,
  hostileString,
  hostileValue,
  validValue,
} from './arbitraries';
import { concreteUrl, type ApiRoute } from './routes';

/*
 * One fuzzed request to one route: who sends it (each role's token, or a missing, malformed,
 * expired or revoked one), its path and query, and its body in the route's format or not.
 */

export interface FuzzRequest {
  method: string;
  url: string;
  /** Which credential the authorization header carries (for the failure report). */
  auth: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Routes whose body is multipart, read by the handler (no JSON schema to generate from). */
export const MULTIPART_ROUTES = new Set([
  'POST /api/v1/addProperty',
  'PUT /api/v1/updateProperty/:id',
  'POST /api/v1/admin/catalogue/pictures',
  'POST /api/v1/my-listings',
  'PUT /api/v1/my-listings/:id',
]);
/** Write routes that take no body at all. */
export const BODYLESS_ROUTES = new Set([
  'POST /api/v1/logout',
  'POST /api/v1/admin/role-requests/:userId/approve',
  'POST /api/v1/admin/role-requests/:userId/reject',
  'PUT /api/v1/wishlist/:propertyId',
  'POST /api/v1/bookings/:id/cancel',
  'POST /api/v1/admin/catalogue/publish',
  'POST /api/v1/admin/catalogue/versions/:id/restore',
  'POST /api/v1/admin/listing-reviews/:id/approve',
  'POST /api/v1/my-listings/:id/close',
  'POST /api/v1/my-listings/:id/renew',
  'POST /api/v1/my-listings/:id/reopen',
  'POST /api/v1/my-listings/:id/submit',
  'POST /api/v1/properties/:id/phone',
  'POST /api/v1/saved-searches/:id/seen',
  // Mail apps' one-click unsubscribe posts a form the route does not need to read.
  'POST /api/v1/saved-searches/unsubscribe/:token',
]);

export function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}

/** Fails for a write route the fuzzer does not know how to fill (add it above, or a schema). */
export function assertGenerator(route: ApiRoute): void {
  const key = routeKey(route);
  const writes = ['POST', 'PUT', 'PATCH'].includes(route.method);
  if (writes && !route.body && !MULTIPART_ROUTES.has(key) && !BODYLESS_ROUTES.has(key)) {
    throw new Error(`${key}: no body schema and no fuzz generator`);
  }
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/octet-stream',
];

type Body = { payload?: string | Buffer; contentType?: string };

function jsonBody(schema: ApiRoute['body']): fc.Arbitrary<Body> {
  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  return fc.oneof(
    { weight: 4, arbitrary: schema ? validValue(schema).map(json) : fc.constant<Body>({}) },
    { weight: 3, arbitrary: schema ? almostValidObject(schema).map(json) : fc.constant<Body>({}) },
    { weight: 1, arbitrary: hostileValue.map(json) },
    {
      weight: 1,
      arbitrary: brokenJson.map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), fc.option(hostileString, { nil: undefined }))
        .map(([contentType, payload]) => ({ contentType, payload })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

/** Multipart as a browser sends it, with hostile fields, file names and contents, or broken. */
function multipartBody(validFields: Record<string, string>, picture: Buffer): fc.Arbitrary<Body> {
  const fieldNames = Object.keys(validFields);
  const fields = fc
    .tuple(
      fc.subarray(fieldNames),
      fc.dictionary(fc.constantFrom(...fieldNames, 'role', 'keepImages'), hostileString, {
        maxKeys: 3,
      }),
    )
    .map(([kept, bad]) => ({
      ...Object.fromEntries(kept.map((k) => [k, validFields[k] ?? ''])),
      ...bad,
    }));
  const file = fc.record({
    name: fc.oneof(
      fc.constantFrom(
        'a.png',
        '../../../evil.png',
        '..\\x.png',
        '.htaccess',
        'x.php.png',
        'a\u0000.png',
        '',
      ),
      hostileString,
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/x-php', ''),
    content: fc.oneof(
      fc.constant(picture),
      fc
        .constantFrom('GIF89a<script>alert(1)</script>', '<?php echo 1; ?>', '%PDF-1.4', '')
        .map((s) => Buffer.from(s)),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    ),
  });
  const wellFormed = fc
    .tuple(fields, fc.array(file, { maxLength: 12 }), fc.constantFrom('imageFile', 'other'))
    .map(([values, files, fileField]) => {
      const boundary = 'fuzzBoundary7MA4YWxk';
      const parts: Buffer[] = Object.entries(values).map(([name, value]) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
      for (const f of files) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${f.name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${f.type}\r\n\r\n`,
          ),
          f.content,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        payload: Buffer.concat(parts),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
  const broken = fc.constantFrom<Body>(
    {
      payload: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
      contentType: 'multipart/form-data; boundary=b',
    },
    { payload: 'not multipart at all', contentType: 'multipart/form-data; boundary=b' },
    { payload: '--b--\r\n', contentType: 'multipart/form-data' },
    { payload: '{"name":"x"}', contentType: 'application/json' },
  );
  return fc.oneof(
    { weight: 4, arbitrary: wellFormed },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: jsonBody(undefined) },
  );
}

export interface RequestContext {
  /** Label to authorization header (undefined: no header). */
  credentials: Record<string, string | undefined>;
  propertyFields: Record<string, string>;
  picture: Buffer;
}

/** Mostly a real role (or none), so most requests reach the handlers; bad tokens the rest. */
function credential(context: RequestContext): fc.Arbitrary<string> {
  const labels = Object.keys(context.credentials);
  const roles = labels.filter((label) => ['none', 'user', 'manager', 'admin'].includes(label));
  const others = labels.filter((label) => !roles.includes(label));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...roles) },
    { weight: 1, arbitrary: fc.constantFrom(...others) },
  );
}

export function requestFor(route: ApiRoute, context: RequestContext): fc.Arbitrary<FuzzRequest> {
  const segment = (schema: ApiRoute['parameters'][number]['schema']) =>
    fc.oneof(
      { weight: 3, arbitrary: validValue(schema).map((v) => encodeSegment(String(v))) },
      { weight: 1, arbitrary: hostileSegment },
    );
  const pathParams = route.parameters.filter((p) => p.in === 'path');
  const queryParams = route.parameters.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, segment(p.schema)])));
  const queryValue = (schema: ApiRoute['parameters'][number]['schema']) =>
    fc.oneof(
      { weight: 3, arbitrary: validValue(schema).map(String) },
      { weight: 1, arbitrary: hostileString },
    );
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p.schema)])),
    {
      requiredKeys: [],
    },
  );
  // Headers a route declares (e.g. Idempotency-Key), mostly valid so requests reach the handler.
  const headerParams = route.parameters.filter((p) => p.in === 'header');
  const declaredHeaders = fc.record(
    Object.fromEntries(headerParams.map((p) => [p.name, queryValue(p.schema)])),
    { requiredKeys: [] },
  );
  const key = routeKey(route);
  const body: fc.Arbitrary<Body> = MULTIPART_ROUTES.has(key)
    ? multipartBody(context.propertyFields, context.picture)
    : route.body || !['GET', 'DELETE'].includes(route.method)
      ? jsonBody(route.body)
      : fc.oneof(
          { weight: 5, arbitrary: fc.constant<Body>({}) },
          { weight: 1, arbitrary: jsonBody(undefined) },
        );
  return fc
    .tuple(path, query, body, credential(context), declaredHeaders)
    .map(([pathValues, queryValues, { payload, contentType }, auth, extraHeaders]) => {
      const headers: Record<string, string> = { ...(extraHeaders as Record<string, string>) };
      const authorization = context.credentials[auth];
      if (authorization !== undefined) headers.authorization = authorization;
      if (contentType) headers['content-type'] = contentType;
      return {
        method: route.method,
        url: concreteUrl(
          route,
          pathValues as Record<string, string>,
          queryValues as Record<string, string>,
        ),
        auth,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      };
    });
}
