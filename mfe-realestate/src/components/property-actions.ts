// The actions a card and the detail page share: brochure download and share.
import { paths } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';
import { notify } from '@marketplace/shared/ui';
import { downloadBrochure } from '../lib/brochure';
import { propertyShareUrl } from '../lib/property-format';
import type { CardTexts } from './catalogue';

/** Downloads the brochure (or says it is missing, or opens it when the download fails). */
export async function fetchBrochure(
  property: Pick<Property, 'name' | 'brochure_link'>,
  t: CardTexts['property'],
) {
  if (!property.brochure_link) {
    notify.info(t.brochureMissing);
    return;
  }
  notify.info(t.brochureStarted);
  const outcome = await downloadBrochure(property.name, property.brochure_link);
  if (outcome === 'opened') notify.warning(t.brochureFailed);
}

/** Web Share where the browser has it; otherwise the link is copied with a toast. */
export async function shareProperty(
  property: Pick<Property, 'id' | 'name' | 'location'>,
  t: CardTexts['property'],
) {
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
    notify.success(t.linkCopied);
  } catch {
    notify.error(t.copyFailed);
  }
}
