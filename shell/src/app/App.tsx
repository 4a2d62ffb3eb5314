import { HashRouter } from 'react-router-dom';
import { AppProviders } from '@marketplace/shared/ui';
import { Layout } from '../layout/Layout';
import { ScrollToTop } from './ScrollToTop';
import { ShellRoutes } from './ShellRoutes';

export function App() {
  return (
    <AppProviders>
      <HashRouter>
        <ScrollToTop />
        <Layout>
          <ShellRoutes />
        </Layout>
      </HashRouter>
    </AppProviders>
  );
}
