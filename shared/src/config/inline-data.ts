// What the servers write into index.html so the first load needs no extra round trip: the
// remotes map (/remotes.json) and the contact details (/site-config.json), as one JSON block
// `<script type="application/json" id="inline-data">` (data, never executed, so the CSP's
// script-src is untouched). The embedded server on each request, the deploy steps into the file
// nginx serves (api/src/page-cli.ts). A page served without it (the shell's index.html as built)
// fetches both files as before (docs/decisions/inline-boot-data.md). The shell reads it
// (shell/src/federation/inline-data.ts); this module is the format, for the server and the shell.

export const INLINE_DATA_ELEMENT_ID = 'inline-data';

export interface InlineData {
  remotes?: unknown;
  siteConfig?: unknown;
  /**
   * For each remote the server serves itself: the files its pages start with (remoteEntry.js,
   * the ./Routes module, its copies of libraries ./Routes needs that the shell lacks), as URLs. The shell
   * preloads the current page's ones before anything else runs (shell/src/federation/early-preload.ts).
   */
  remoteFiles?: unknown;
  /**
   * For each route (a pattern of apps.json) whose page is a lazy chunk of such a remote: the
   * files that page needs beyond the remote's start files, as URLs. The shell preloads the
   * current route's ones with the remote's (build-tools/page-files.ts records them).
   */
  pageFiles?: unknown;
  /**
   * For each such route and each language but English: the page's texts in that language, as
   * URLs. The shell preloads the current route's ones for a page in that language.
   */
  pageLanguageFiles?: unknown;
  /**
   * The release of the shell and of each remote this page is served (`shell` or a remote name ->
   * release id, `local` for a build served from its dist folder): what the page's client events
   * are tagged with (config/client-events.ts).
   */
  releases?: unknown;
  /** The remotes this page gets from a canary release (docs/decisions/canary-routing.md). */
  canaries?: unknown;
  /** The share of page loads (0 to 1) that also report their web vitals. */
  vitalsSampleRate?: unknown;
}

/** The JSON block's text for index.html: `<` escaped, so no value can close the script element. */
export function inlineDataScript(data: InlineData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INLINE_DATA_ELEMENT_ID}">${json}</script>`;
}
