import { loadConfigOrReport, type AppConfig } from '../config';

/** The configuration from the environment; a bad one is printed and gives undefined. */
export function cliConfig(): AppConfig | undefined {
  return loadConfigOrReport(process.env) ?? undefined;
}

/** Runs a command-line main and exits with its code (1 on an unexpected error). */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
