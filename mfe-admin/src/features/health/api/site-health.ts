import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  siteHealthResponse,
  type SiteHealthResponse,
} from '@marketplace/shared/contracts';

export const SITE_HEALTH_KEY = 'admin-site-health';

export function fetchSiteHealth(): Promise<SiteHealthResponse> {
  return apiRequest('/admin/site-health', {
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: siteHealthResponse,
  });
}
