// Standalone bootstrap: lets this team run the remote alone (npm run dev -w mfe-realestate) with the
// same providers the shell gives it. In the composed site the shell renders ./Routes instead.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { AppProviders, PathNavigationProvider } from '@marketplace/shared/ui';
import RealestateRoutes from './app/routes';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <HashRouter>
          <PathNavigationProvider>
            <RealestateRoutes />
          </PathNavigationProvider>
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  );
}
