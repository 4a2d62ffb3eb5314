import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { MigrationDialect } from './types';

// Checkout and bookings: saved addresses, bookings with their lines frozen at booking
// time (name, price, totals, address), and one counter row per slot so that taking the last
// place is a single conditional statement on both engines.

function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: MigrationDialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

function addressColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('house', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('area', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('pincode', 'text', (col) => col.notNull())
    .addColumn('landmark', 'text');
}

export async function up(db: Kysely<unknown>, dialect: MigrationDialect): Promise<void> {
  await addressColumns(
    withId(db.schema.createTable('addresses'), dialect).addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    ),
  )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  await addressColumns(
    withId(db.schema.createTable('bookings'), dialect)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (col) => col.notNull())
      // ISO-8601 UTC instant the 2-hour slot starts.
      .addColumn('slot_start', 'text', (col) => col.notNull()),
  )
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('payment', 'text', (col) => col.notNull())
    // Whole rupees, as computed when the booking was made.
    .addColumn('subtotal', 'integer', (col) => col.notNull())
    .addColumn('service_fee', 'integer', (col) => col.notNull())
    .addColumn('tax', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('bookings_user_idempotency_unique', ['user_id', 'idempotency_key'])
    .addCheckConstraint(
      'bookings_status_check',
      sql`status in ('requested', 'confirmed', 'completed', 'cancelled')`,
    )
    .execute();
  await db.schema
    .createIndex('bookings_user_slot_idx')
    .on('bookings')
    .columns(['user_id', 'slot_start'])
    .execute();
  await db.schema
    .createIndex('bookings_slot_status_idx')
    .on('bookings')
    .columns(['slot_start', 'status'])
    .execute();

  await withId(db.schema.createTable('booking_lines'), dialect)
    .addColumn('booking_id', 'integer', (col) =>
      col.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addCheckConstraint('booking_lines_quantity_check', sql`quantity > 0`)
    .execute();
  await db.schema
    .createIndex('booking_lines_booking_idx')
    .on('booking_lines')
    .column('booking_id')
    .execute();

  // Places taken per slot (bookings not cancelled). Raised only while below the capacity.
  await db.schema
    .createTable('booking_slots')
    .addColumn('slot_start', 'text', (col) => col.primaryKey())
    .addColumn('taken', 'integer', (col) => col.notNull())
    .addCheckConstraint('booking_slots_taken_check', sql`taken >= 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['booking_slots', 'booking_lines', 'bookings', 'addresses']) {
    await db.schema.dropTable(table).execute();
  }
}
