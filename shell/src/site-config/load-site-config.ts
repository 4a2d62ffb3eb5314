// The contact details are read once, before the first render, so the header, footer and every
// page show the deployment's numbers at once instead of swapping placeholders for them (layout
// shift) after the paint. index.html preloads the file, so it arrives while the scripts download.
import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_URL,
  readSiteConfig,
  type SiteConfig,
} from '@marketplace/shared/config';
import { readInlineData } from '../federation/inline-data';

/** A slow server must not hold the page blank: after this the placeholders are shown. */
const SITE_CONFIG_TIMEOUT_MS = 4000;

async function fetchSiteConfig(signal: AbortSignal): Promise<SiteConfig> {
  const response = await fetch(SITE_CONFIG_URL, { signal });
  if (!response.ok) throw new Error(`${SITE_CONFIG_URL} answered ${response.status}`);
  return readSiteConfig(await response.json());
}

/**
 * The served contact details, or the built-in placeholders (with a console warning) when the file
 * is missing, invalid or late: a page with placeholder numbers still works, a blank page does not.
 */
export async function loadSiteConfig(timeoutMs = SITE_CONFIG_TIMEOUT_MS): Promise<SiteConfig> {
  // Written into index.html by the embedded server: no request at all.
  const inline = readInlineData('siteConfig');
  if (inline !== undefined) {
    try {
      return readSiteConfig(inline);
    } catch (error) {
      console.warn('[shell] the inline contact details are invalid; reading the file', error);
    }
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetchSiteConfig(controller.signal);
  } catch (error) {
    console.warn(`[shell] ${SITE_CONFIG_URL} could not be read; showing placeholders`, error);
    return DEFAULT_SITE_CONFIG;
  } finally {
    clearTimeout(timer);
  }
}
