import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { siteConfigAtom } from '@marketplace/shared/ui';
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

// The contact details (preloaded by index.html) are in place before the first paint.
void loadSiteConfig().then((siteConfig) => {
  getDefaultStore().set(siteConfigAtom, siteConfig);
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
