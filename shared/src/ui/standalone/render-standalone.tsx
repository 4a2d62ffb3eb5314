import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { AppProviders, PathNavigationProvider } from '@marketplace/shared/ui';

/**
 * Renders a remote's routes into the page's #root under what the shell gives them in the
 * composed site (shell/src/app/App.tsx): the store, theme and toasts, a hash router and the
 * path navigation.
 */
export function renderStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <HashRouter>
          <PathNavigationProvider>
            <Routes />
          </PathNavigationProvider>
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
}
