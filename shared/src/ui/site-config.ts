// The run-time contact details for every app on the page. The shell reads /site-config.json
// before its first render and writes it here (one jotai store for the whole page), so the remotes
// read the same values without fetching again. A remote running alone keeps the placeholders.
import { atom, useAtomValue } from 'jotai';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../config';

export const siteConfigAtom = atom<SiteConfig>(DEFAULT_SITE_CONFIG);

/** Phone, WhatsApp lines, e-mail, address and map query as served by this deployment. */
export function useSiteConfig(): SiteConfig {
  return useAtomValue(siteConfigAtom);
}
