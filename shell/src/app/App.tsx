import { HashRouter } from 'react-router-dom';
import { AppProviders, PathNavigationProvider } from '@marketplace/shared/ui';
import { Layout } from '../layout/Layout';
import { ScrollToTop } from './ScrollToTop';
import { ShellRoutes } from './ShellRoutes';

export function App() {
  return (
    <AppProviders>
      <HashRouter>
        <ScrollToTop />
        {/* The layout's links follow the path through it, so a change of the query alone (a
            filter on /real-estate) does not re-render the header, footer and menus. */}
        <PathNavigationProvider>
          <Layout>
            <ShellRoutes />
          </Layout>
        </PathNavigationProvider>
      </HashRouter>
    </AppProviders>
  );
}
