import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { readerOf } from './sqlite-reader';

type Db = Kysely<Database> | Transaction<Database>;

/** Where a run's value goes in a query compiled once: it stands in for the value when building. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A read that Kysely builds and compiles once per database handle and then runs with each call's
 * values. Kysely builds and compiles the query afresh on every call (immutable nodes, identifier
 * checks), which for a one-row read of the api's hottest paths (a property by id, the properties'
 * version, the session behind a bearer token, a cart) cost more than SQLite running it
 * (docs/decisions/api-read-costs.md). `build` must use each of its value arguments only as a value
 * in the query (compared, inserted), never compute with it: while building, each one is a
 * placeholder that every run replaces with its own value. On SQLite the root handle's reads run on
 * its reader connection (sqlite-reader.ts), a transaction's on the transaction.
 *
 * `sharedThisTurn`: a read every request makes alike (the properties' version) is shared there by
 * the requests of one turn of the event loop (SqliteReader.sharedThisTurn).
 */
export function compiledOnce<Values extends unknown[], Row>(
  build: (db: Db, ...values: Values) => Compilable<Row>,
  { sharedThisTurn = false }: { sharedThisTurn?: boolean } = {},
): (db: Db, ...values: Values) => Promise<Row[]> {
  const compiledFor = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db, ...values) => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      const slots = values.map((_, index) => new Slot(index)) as Values;
      compiled = build(db, ...slots).compile();
      compiledFor.set(db, compiled);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.index] : parameter,
    );
    const reader = readerOf(db);
    if (reader) {
      return sharedThisTurn
        ? reader.sharedThisTurn<Row>(compiled.sql, parameters)
        : reader.all<Row>(compiled.sql, parameters);
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
