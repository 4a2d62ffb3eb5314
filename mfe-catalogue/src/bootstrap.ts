// This remote alone (npm run dev -w mfe-catalogue), under what the shell gives it in the composed site.
import { renderStandalone } from '@marketplace/shared/standalone';
import CatalogueRoutes from './app/routes';

renderStandalone(CatalogueRoutes);
