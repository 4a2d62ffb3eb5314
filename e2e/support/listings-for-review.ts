// Listings a lister sends for review, made through the api as the posting form makes them, for the
// browser tests of the moderation.
import { expect } from '@playwright/test';
import { noisePng } from './png';

/** A complete rental as the posting form sends it. */
const LISTING_FIELDS: Record<string, string> = {
  location: 'Napier Town, Jabalpur',
  purpose: 'rent',
  propertyType: 'apartment',
  price: '18000',
  deposit: '54000',
  availableFrom: '2026-12-15',
  suits: 'family',
  bedrooms: '2 BHK',
  bathrooms: '2',
  floor: '3',
  totalFloors: '8',
  area: '950',
  possession: 'ready',
  furnishing: 'furnished',
  postedBy: 'owner',
  description: 'Quiet lane, near the market.',
  amenities: 'Lift, Parking',
  listerPhone: '+91 98260 55555',
};

export async function call(
  baseUrl: string,
  url: string,
  token: string | null,
  init: RequestInit = {},
) {
  const response = await fetch(`${baseUrl}/api/v1${url}`, {
    ...init,
    headers: {
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} ${url}: ${text}`).toBe(true);
  return JSON.parse(text) as { data: Record<string, unknown> } & Record<string, unknown>;
}

export async function tokenOf(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const answer = await call(baseUrl, '/simple-login', null, {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  return answer.token as string;
}

/** A complete listing with one picture, saved as a draft and sent for review: its id. */
export async function sendForReview(baseUrl: string, token: string, name: string, seed: number) {
  const form = new FormData();
  for (const [field, value] of Object.entries({ ...LISTING_FIELDS, name })) {
    form.append(field, value);
  }
  form.append(
    'imageFile',
    new Blob([new Uint8Array(noisePng(640, 480, seed))], { type: 'image/png' }),
    'room.png',
  );
  const draft = await call(baseUrl, '/my-listings', token, { method: 'POST', body: form });
  const id = draft.data.id as number;
  await call(baseUrl, `/my-listings/${id}/submit`, token, { method: 'POST' });
  return id;
}
