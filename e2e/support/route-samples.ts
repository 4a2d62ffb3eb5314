// A real address for each route pattern of the shell's route table, for the tests that visit every
// route (accessibility, Hindi on every route).
import { expectTruthy } from './fixtures';
import { ROUTE_OWNERS } from '../../shell/src/app/route-table';
import { REMOTE_NAMES, type RemoteName } from '../../shared/src/config/apps';

/** The addresses of these remotes' routes; a pattern without a sample fails. */
export function sampleUrls(
  propertyId: number,
  remotes: readonly RemoteName[] = REMOTE_NAMES,
): string[] {
  const samples: Record<string, string[]> = {
    '/maintenance/:serviceName': ['/maintenance/security-service'],
    '/services/:serviceName': ['/services/plumbing'],
    '/constructions/:packageName': ['/constructions/platinum-package'],
    '/construction/:packageName': ['/construction/gold-package'],
    '/interior-design/:serviceName': ['/interior-design/urban-contemporary-living'],
    '/property-details/:id': [`/property-details/${propertyId}`],
    // Nobody here has booked: the page's 'not found' state is what is visited.
    '/bookings/:id': ['/bookings/1'],
    '/admin/*': ['/admin'],
    // A link that names no saved search: the page's 'not valid' state is what is visited.
    '/saved-searches/unsubscribe/:token': ['/saved-searches/unsubscribe/not-a-token'],
  };
  return remotes
    .flatMap((remote) => ROUTE_OWNERS[remote])
    .flatMap((pattern) => {
      if (!pattern.includes(':') && !pattern.includes('*')) return [pattern];
      const sample = samples[pattern];
      expectTruthy(sample, `no sample address for the route ${pattern}`);
      return sample;
    });
}

/** The id of a live listing of the site, for /property-details/:id. */
export async function aPropertyId(baseUrl: string): Promise<number> {
  const list = await fetch(`${baseUrl}/api/v1/getAllProperties?page=1&limit=1`);
  return ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
}
