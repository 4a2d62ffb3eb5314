// This remote alone (npm run dev -w mfe-realestate), under what the shell gives it in the composed site.
import { renderStandalone } from '@marketplace/shared/standalone';
import RealestateRoutes from './app/routes';

renderStandalone(RealestateRoutes);
