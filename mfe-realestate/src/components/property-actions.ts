// The actions a card and the detail page share: brochure download and share.
import { paths } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';
import { notify } from '@marketplace/shared/ui';
import { downloadBrochure } from '../lib/brochure';
import { propertyShareUrl } from '../lib/property-format';
import { PROPERTY_TEXT } from './messages';

/** Downloads the brochure (or says it is missing, or opens it when the download fails). */
export async function fetchBrochure(property: Pick<Property, 'name' | 'brochure_link'>) {
  if (!property.brochure_link) {
    notify.info(PROPERTY_TEXT.brochureMissing);
    return;
  }
  notify.info(PROPERTY_TEXT.brochureStarted);
  const outcome = await downloadBrochure(property.name, property.brochure_link);
  if (outcome === 'opened') notify.warning(PROPERTY_TEXT.brochureFailed);
}

/** Web Share where the browser has it; otherwise the link is copied with a toast. */
export async function shareProperty(property: Pick<Property, 'id' | 'name' | 'location'>) {
  const url = propertyShareUrl(paths.propertyDetails(property.id));
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: property.name, text: property.location, url });
    } catch {
      // The user closed the share sheet: nothing to say.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(PROPERTY_TEXT.linkCopied);
  } catch {
    notify.error(PROPERTY_TEXT.copyFailed);
  }
}
