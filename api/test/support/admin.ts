import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { App } from '../../src/app';
import { ensureFirstAdmin } from '../../src/lib/first-admin';
import { client, login, newAccount, registerVerified, type Account } from './accounts';
import type { Mailbox } from './mailbox';

/*
 * What the administration tests share: an admin, a manager and a plain user with their tokens,
 * multipart bodies as a browser sends them, and real pictures made with sharp.
 */

export const ADMIN: Account = {
  username: 'owner',
  email: 'owner@example.in',
  password: 'Owner2024Pass',
};
export const ADMIN_ENV = {
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

export interface Tokens {
  admin: string;
  manager: string;
  user: string;
}

/** The configured admin, a manager approved by it, and a user; logged in. */
export async function adminManagerUser(app: App, mailbox: Mailbox): Promise<Tokens> {
  await ensureFirstAdmin(app);
  const admin = await login(app, ADMIN);
  const manager = newAccount('kabir');
  const user = newAccount('asha');
  await registerVerified(app, mailbox, manager, 'manager');
  await registerVerified(app, mailbox, user, 'user');
  const { id } = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', manager.username)
    .executeTakeFirstOrThrow();
  await client(app).post(`/admin/role-requests/${id}/approve`, undefined, admin);
  return { admin, manager: await login(app, manager), user: await login(app, user) };
}

export interface FilePart {
  filename: string;
  content: Buffer;
  type?: string;
  field?: string;
}

/** A multipart/form-data body: text fields first, then the files (field imageFile). */
export function multipartBody(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'imageFile'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real picture of the given format. */
export function picture(
  format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

export const VALID_FIELDS: Record<string, string> = {
  name: 'Sunrise Residency',
  location: 'Vijay Nagar, Jabalpur',
  builder: 'Shree Builders',
  purpose: 'sale',
  propertyType: 'apartment',
  price: '₹85 L',
  bedrooms: '2 BHK',
  bathrooms: '2',
  floor: '3',
  totalFloors: '10',
  area: '1200',
  possession: 'under_construction',
  possessionBy: '2027-09',
  furnishing: 'semi_furnished',
  reraNumber: 'P-JBP-24-1234',
  postedBy: 'builder',
  description: 'Corner flat near the park.',
  nearby: 'School, Hospital , Metro',
  amenities: 'parking, Lift,Rooftop garden',
  contactAgent: '+91 98765 43210',
  scheduleVisitEnabled: 'false',
  brochureLink: 'https://example.in/brochure.pdf',
};

export type Sender = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  body?: { payload: Buffer; headers: Record<string, string> },
) => Promise<LightMyRequestResponse>;

export function sender(app: App): Sender {
  return (method, url, token, body) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(body?.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { payload: body.payload } : {}),
    });
}
