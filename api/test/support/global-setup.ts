// jest's globalSetup: one PostgreSQL cluster for the api run (support/postgres-run.ts).
export { startRunPostgres as default } from './postgres-run';
