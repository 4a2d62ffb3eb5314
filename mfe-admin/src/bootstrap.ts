// This remote alone (npm run dev -w mfe-admin), under what the shell gives it in the composed site.
import { renderStandalone } from '@marketplace/shared/standalone';
import AdminRoutes from './app/routes';

renderStandalone(AdminRoutes);
