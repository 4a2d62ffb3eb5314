// This remote alone (npm run dev -w mfe-account), under what the shell gives it in the composed site.
import { renderStandalone } from '@marketplace/shared/standalone';
import AccountRoutes from './app/routes';

renderStandalone(AccountRoutes);
