// The shell knows no remote location at build time: it reads /remotes.json when the page starts,
// so pointing a remote at a new build (or rolling it back) is an edit of that file alone.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@marketplace/shared/config';
import { readInlineData } from './inline-data';
import { remoteEntryOf } from './remote-entry';

export type { RemoteName };
export type RemotesConfig = Record<RemoteName, string>;

export const REMOTES_CONFIG_URL = '/remotes.json';

function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null) {
    throw new Error('remotes.json must be an object of remote name to manifest URL');
  }
  const record = value as Record<string, unknown>;
  const config = {} as RemotesConfig;
  for (const name of REMOTE_NAMES) {
    const url = record[name];
    if (typeof url !== 'string' || url.length === 0) {
      throw new Error(`remotes.json has no manifest URL for "${name}"`);
    }
    config[name] = url;
  }
  return config;
}

/** The map the embedded server wrote into index.html, else /remotes.json (nginx). */
async function readRemotesConfig(): Promise<RemotesConfig> {
  const inline = readInlineData('remotes');
  return inline === undefined ? fetchRemotesConfig() : parseRemotesConfig(inline);
}

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesConfig(await response.json());
}

/** A remote as the runtime registers it: by its remoteEntry.js (remote-entry.ts). */
function remoteOf(config: RemotesConfig, name: RemoteName) {
  return { name, entry: remoteEntryOf(config[name]) };
}

let configPromise: Promise<RemotesConfig> | null = null;

/** Reads remotes.json once and registers every remote; a failed read is retried on next use. */
export function remotesReady(): Promise<RemotesConfig> {
  if (!configPromise) {
    configPromise = readRemotesConfig().then(
      (config) => {
        registerRemotes(REMOTE_NAMES.map((name) => remoteOf(config, name)));
        return config;
      },
      (error: unknown) => {
        configPromise = null;
        throw error;
      },
    );
  }
  return configPromise;
}

/**
 * Registers one remote again, which drops the runtime's cache of its entry script,
 * so that the next load really goes back to the network.
 */
export async function forgetRemote(name: RemoteName): Promise<void> {
  const config = await remotesReady();
  registerRemotes([remoteOf(config, name)], { force: true });
}
