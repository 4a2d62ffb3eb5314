import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { App } from './app/App';
import { remoteFailureReporter } from './federation/runtime-plugin';
import { remotesReady } from './federation/remotes-config';

registerPlugins([remoteFailureReporter()]);
// Start reading remotes.json now, without waiting for it: the header and footer render at once.
remotesReady().catch((error: unknown) => console.warn('[shell] remotes.json', error));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
