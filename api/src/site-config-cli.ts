import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfigOrReport } from './config';
import { placeholderWarning } from './site-settings';

/**
 * `node api/dist/site-config-cli.js <file>`: writes the contact details of the SITE_* settings to
 * <file> (site-config.json), validated exactly as the api validates them at start. The deploy
 * step uses it so that nginx serves the same file the embedded server answers.
 */
function main(argv: string[]): number {
  const file = argv[0];
  if (!file) {
    console.error('usage: site-config-cli <output file>');
    return 2;
  }
  const config = loadConfigOrReport(process.env);
  if (!config) return 1;
  const warning = placeholderWarning(config.site);
  if (warning) console.warn(warning);
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  // Readers see the old or the new file, never a half-written one.
  const temp = `${target}.tmp-${process.pid}`;
  writeFileSync(temp, `${JSON.stringify(config.site, null, 2)}\n`);
  renameSync(temp, target);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
