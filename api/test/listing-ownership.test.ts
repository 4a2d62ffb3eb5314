// A lister changes only their own listings: every route that takes a listing's id answers another
// account's listing exactly as one that does not exist (404, nothing changed), and refuses a
// visitor without a session (401). The list of routes is checked against the app's own routes,
// so a lister route added later without a case here fails this test.
import { LISTING_FIELDS, listerSuite } from './support/listers';
import { testEngines } from './support/accounts';
import { multipartBody } from './support/admin';
import { expectFailure } from './support/envelope';
import { useMailbox } from './support/mailbox';

/**
 * Every method and full path of fastify's printed route tree, where each line is a segment under
 * the nearest less indented line before it.
 */
function printedRoutes(tree: string): { method: string; path: string }[] {
  const parents: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route of a lister on one listing: method, path pattern, body. */
const LISTER_ROUTES: { method: Method; url: string; body?: object; multipart?: boolean }[] = [
  { method: 'GET', url: '/my-listings/:id' },
  { method: 'PUT', url: '/my-listings/:id', multipart: true },
  { method: 'DELETE', url: '/my-listings/:id' },
  { method: 'POST', url: '/my-listings/:id/submit' },
  { method: 'POST', url: '/my-listings/:id/reopen' },
  { method: 'POST', url: '/my-listings/:id/renew' },
  { method: 'POST', url: '/my-listings/:id/close' },
  { method: 'GET', url: '/my-listings/:id/leads' },
  { method: 'PATCH', url: '/my-listings/:id/leads/:leadId', body: { handled: true } },
];

describe.each(testEngines())('another account’s listing on $dialect', (engine) => {
  const mailbox = useMailbox();
  const suite = listerSuite(engine, mailbox);

  it('has a case here for every route of a listing', () => {
    const listingRoutes = new Set<string>();
    for (const route of printedRoutes(suite.app.printRoutes({ commonPrefix: false }))) {
      if (route.path.startsWith('/api/v1/my-listings/:id') && route.method !== 'HEAD') {
        listingRoutes.add(`${route.method} ${route.path.slice('/api/v1'.length)}`);
      }
    }
    expect([...listingRoutes].sort()).toEqual(
      LISTER_ROUTES.map((r) => `${r.method} ${r.url}`).sort(),
    );
  });

  it.each(LISTER_ROUTES)(
    '$method $url: 404 as for a missing id, nothing changed',
    async (route) => {
      const owner = await suite.lister('owner');
      const other = await suite.lister('other');
      const id = await suite.liveListing(owner.token, { name: 'Not Yours' });
      // A lead on it, so the lead route has a real lead id of the listing.
      const enquiry = await suite.call('POST', '/enquiries', undefined, {
        type: 'agent_contact',
        property_id: id,
        name: 'Asha',
        phone: '9876543210',
        email: 'asha@example.in',
        message: 'Is it available?',
      });
      expect(enquiry.statusCode).toBe(201);
      const lead = await suite.app.db
        .selectFrom('enquiries')
        .select('id')
        .where('property_id', '=', id)
        .executeTakeFirstOrThrow();
      const before = await suite.myListing(owner.token, id);

      const send = (listingId: number, token: string | undefined) => {
        const url = route.url.replace(':id', String(listingId)).replace(':leadId', String(lead.id));
        if (route.multipart) {
          const body = multipartBody({ ...LISTING_FIELDS, name: 'Hijacked' });
          return suite.app.inject({
            method: route.method,
            url: `/api/v1${url}`,
            headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            payload: body.payload,
          });
        }
        return suite.call(route.method, url, token, route.body);
      };

      const missing = await send(999_999, other.token);
      const others = await send(id, other.token);
      expectFailure(missing, 404, 'Listing not found', 'NOT_FOUND');
      expectFailure(others, 404, 'Listing not found', 'NOT_FOUND');
      expect(others.body).toBe(missing.body);
      expect((await send(id, undefined)).statusCode).toBe(401);

      const after = await suite.myListing(owner.token, id);
      expect(after).toEqual(before);
      const leadAfter = await suite.app.db
        .selectFrom('enquiries')
        .select('lead_handled_at')
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow();
      expect(leadAfter.lead_handled_at).toBeNull();
    },
  );

  it('lists only the account’s own listings', async () => {
    const owner = await suite.lister('mine');
    const other = await suite.lister('theirs');
    await suite.saveDraft(owner.token, { name: 'Owner draft' });
    const theirs = await suite.call('GET', '/my-listings', other.token);
    expect(theirs.json()).toMatchObject({ data: [], active: 0 });
  });
});
