// jest's globalTeardown: stops the run's PostgreSQL cluster (support/postgres-run.ts).
export { stopRunPostgres as default } from './postgres-run';
