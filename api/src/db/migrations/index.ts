import type { Migration, MigrationProvider } from 'kysely';
import * as init from './2026-11-21T0000-init';
import * as accounts from './2026-11-22T0000-accounts';
import * as pendingRegistrations from './2026-11-23T0100-pending-registrations';
import * as properties from './2026-11-23T0200-properties';
import * as enquiriesHandled from './2026-11-23T0300-enquiries-handled';
import * as propertySearchSpeed from './2026-11-23T0400-property-search-speed';
import * as bookings from './2026-11-23T0500-bookings';
import * as propertiesVersion from './2026-11-26T0000-properties-version';
import * as plannerStatistics from './2026-11-27T0000-planner-statistics';
import * as amenitiesOneColumn from './2026-11-28T0000-amenities-one-column';
import * as propertyEdits from './2026-11-28T0100-property-edits';
import * as clientHealth from './2026-11-30T0000-client-health';
import * as catalogue from './2026-11-30T0100-catalogue';
import * as listingModel from './2026-12-01T0000-listing-model';
import * as listingSearch from './2026-12-01T0100-listing-search';
import * as listingPosting from './2026-12-02T0000-listing-posting';
import * as savedSearches from './2026-12-10T0000-saved-searches';
import * as propertiesVersionNotify from './2026-12-11T0000-properties-version-notify';
import * as accountLanguage from './2026-12-12T0000-account-language';
import * as catalogueTranslations from './2026-12-13T0000-catalogue-translations';
import type { DialectMigration, MigrationDialect } from './types';

/*
 * Every migration, by name. Names start with a timestamp (Kysely runs them in name order).
 * Listed in code rather than found by scanning a folder, so the same list works from src
 * (tests, tsx) and from dist. Add a new migration with one import and one line.
 */
const MIGRATIONS: Record<string, DialectMigration> = {
  '2026-11-21T0000-init': init,
  '2026-11-22T0000-accounts': accounts,
  '2026-11-23T0100-pending-registrations': pendingRegistrations,
  '2026-11-23T0200-properties': properties,
  '2026-11-23T0300-enquiries-handled': enquiriesHandled,
  '2026-11-23T0400-property-search-speed': propertySearchSpeed,
  '2026-11-23T0500-bookings': bookings,
  '2026-11-26T0000-properties-version': propertiesVersion,
  '2026-11-27T0000-planner-statistics': plannerStatistics,
  '2026-11-28T0000-amenities-one-column': amenitiesOneColumn,
  '2026-11-28T0100-property-edits': propertyEdits,
  '2026-11-30T0000-client-health': clientHealth,
  '2026-11-30T0100-catalogue': catalogue,
  '2026-12-01T0000-listing-model': listingModel,
  '2026-12-01T0100-listing-search': listingSearch,
  '2026-12-02T0000-listing-posting': listingPosting,
  '2026-12-10T0000-saved-searches': savedSearches,
  '2026-12-11T0000-properties-version-notify': propertiesVersionNotify,
  '2026-12-12T0000-account-language': accountLanguage,
  '2026-12-13T0000-catalogue-translations': catalogueTranslations,
};

/** Hands Kysely's Migrator the migrations above, bound to the database's dialect. */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: MigrationDialect) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const bound: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(MIGRATIONS)) {
      bound[name] = {
        up: (db) => migration.up(db, this.dialect),
        down: (db) => migration.down(db, this.dialect),
      };
    }
    return bound;
  }
}

export const MIGRATION_NAMES = Object.keys(MIGRATIONS);
