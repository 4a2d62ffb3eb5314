// The properties' version as the listing's kept answers need it (routes/properties/answer-cache.ts,
// docs/decisions/api-reads.md). On SQLite it is read from the database on every request: one
// indexed row in this process, cheaper than anything that would replace it. On PostgreSQL that
// read is a round trip per request, so the version is held in memory while a connection of its
// own LISTENs to `properties_version`, which the table's trigger NOTIFYs with each new version:
// - another instance's write (or an operator's SQL) arrives as a notification, sent when the
//   write commits, before the writer hears that it did;
// - this process's own writes (any statement that is not a select, any commit: see connect.ts)
//   forget the held version, so the next request reads it again, after the commit;
// - the listening connection reads the version every CONFIRM_MS, and the held version is used only
//   while such a read succeeded within HOLD_MS: a connection that died unnoticed (a network cut
//   sends no notice) or a change made without the trigger leaves it stale for at most that long;
// - while the listening connection is down every request reads the version from the database, as
//   without any of this; it reconnects every CONFIRM_MS.
import type { Kysely } from 'kysely';
import { Client, DatabaseError } from 'pg';
import { propertiesVersion } from './repositories/properties';
import type { Database } from './schema';

const VERSION_CHANNEL = 'properties_version';
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_NAME = 'marketplace properties version';
const CONFIRM_MS = 1000;
const HOLD_MS = 2000;

export interface PropertiesVersionSource {
  /** The version now: held, or read from the database. */
  current(): number | Promise<number>;
  /** This process wrote something: the held version may be older than the rows now. */
  noteWrite(): void;
  close(): Promise<void>;
}

/** SQLite: read every time. */
export function readEachTime(db: () => Kysely<Database>): PropertiesVersionSource {
  return {
    current: () => propertiesVersion(db()),
    noteWrite: () => undefined,
    close: async () => undefined,
  };
}

/** PostgreSQL: held in memory while a LISTEN connection to `connectionString` is up. */
export class ListenedVersion implements PropertiesVersionSource {
  private held: number | undefined;
  /** The highest version heard of since the listening connection last came up. */
  private heard = 0;
  /** When the listening connection last read the version (ms); held is trusted until + HOLD_MS. */
  private confirmedAt = 0;
  /** Changes whenever the listening connection comes up or goes down. */
  private epoch = 0;
  private writes = 0;
  private client: Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private connecting = false;
  private closed = false;

  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly connectionString: string,
  ) {}

  /**
   * Starts listening: resolves once the first attempt has listened or failed (it then retries in
   * the background; until it listens, the version is read each time).
   */
  async start(): Promise<void> {
    await this.connect();
    this.timer = setInterval(() => void this.confirm(), CONFIRM_MS);
    this.timer.unref();
  }

  current(): number | Promise<number> {
    if (this.held !== undefined && Date.now() - this.confirmedAt <= HOLD_MS) return this.held;
    return this.read();
  }

  noteWrite(): void {
    this.writes += 1;
    this.held = undefined;
  }

  private async read(): Promise<number> {
    const { epoch, writes } = this;
    const version = await propertiesVersion(this.db());
    // Held only if nothing can have been missed meanwhile: listening all along (so any later
    // write is heard of) and no write of this process's own in flight.
    if (this.client && epoch === this.epoch && writes === this.writes) {
      this.held = Math.max(version, this.heard);
    }
    return version;
  }

  private hear(version: number): void {
    this.heard = Math.max(this.heard, version);
    if (this.held !== undefined) this.held = Math.max(this.held, version);
  }

  private async connect(): Promise<void> {
    if (this.connecting || this.closed) return;
    this.connecting = true;
    try {
      await this.listen();
    } finally {
      this.connecting = false;
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.connectionString,
      application_name: LISTENER_NAME,
      // As the pool's: a slow machine is no reason to drop the connection (the held version is
      // trusted for HOLD_MS after a confirmation whatever these are).
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
    });
    client.on('notification', ({ channel, payload }) => {
      if (channel === VERSION_CHANNEL && client === this.client) this.hear(Number(payload) || 0);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${VERSION_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      return;
    }
    if (this.closed) return void (await client.end());
    this.client = client;
    this.epoch += 1;
    this.heard = 0;
    this.held = undefined;
    this.confirmedAt = Date.now();
  }

  /** Reads the version on the listening connection, or connects again if there is none. */
  private async confirm(): Promise<void> {
    const client = this.client;
    if (!client) return this.connect();
    const asked = Date.now();
    try {
      const { rows } = await client.query<{ version: string | number }>(
        'select version from properties_version where id = 1',
      );
      if (client !== this.client || rows.length === 0) return;
      this.hear(Number(rows[0]!.version));
      this.confirmedAt = asked;
    } catch (error) {
      // The server answered with an error (the table not migrated yet): the connection is fine,
      // the version just stays unconfirmed. No answer at all: the connection is gone.
      if (!(error instanceof DatabaseError)) this.lost(client);
    }
  }

  /** The listening connection failed or ended: read each time until it is back. */
  private lost(client: Client): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.epoch += 1;
    this.held = undefined;
    client.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const client = this.client;
    this.client = undefined;
    this.held = undefined;
    await client?.end().catch(() => undefined);
  }
}
