import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { languageAtom, loadCatalogues, siteConfigAtom } from '@marketplace/shared/ui';
import { App } from './app/App';
import { startRemotePreloading } from './federation/preload-remote';
import { remoteFailureReporter } from './federation/runtime-plugin';
import { remotesReady } from './federation/remotes-config';
import { startVitals } from './health/start-vitals';
import { loadSiteConfig } from './site-config/load-site-config';

registerPlugins([remoteFailureReporter()]);
// Start reading remotes.json now, without waiting for it: the header and footer render at once.
remotesReady().catch((error: unknown) => console.warn('[shell] remotes.json', error));
// The page's own remote downloads while the shell renders; a link's remote before its click.
startRemotePreloading();
// A sample of page loads reports its web vitals, with a library asked for after the first screen.
startVitals();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const store = getDefaultStore();
// The contact details (preloaded by index.html) and, in Hindi, the shell's Hindi texts are in
// place before the first paint. English is bundled; a Hindi text that fails to download leaves
// the page in English rather than blank.
const language = store.get(languageAtom);
const texts = loadCatalogues(language).catch((error: unknown) => {
  console.warn('[shell] texts', error);
  store.set(languageAtom, 'en');
  document.documentElement.lang = 'en';
});
void Promise.all([loadSiteConfig(), texts]).then(([siteConfig]) => {
  store.set(siteConfigAtom, siteConfig);
  // As a transition React renders in slices and yields to the browser between them, so the
  // first render is not one long task (Lighthouse counts long tasks as total blocking time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
