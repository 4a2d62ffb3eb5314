// The card's action row: brochure, contact (a phone number is revealed in place, otherwise the
// detail page's contact form) and schedule visit. Plain buttons and link that the card's root
// styles (card-styles.ts `.actions`, the shared Button's look through buttonLook).
import { useState, type ReactNode } from 'react';
import { paths, telLink } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';
import { notify } from '@marketplace/shared/ui';
import { isPhoneLike } from '../lib/phone';
import { fetchBrochure } from './property-actions';
import type { CardTexts } from './catalogue';

/** Where Contact and Schedule Visit lead when they need the detail page's forms. */
const detailAction = (id: number, action: 'contact' | 'visit') =>
  `${paths.propertyDetails(id)}?action=${action}`;

/**
 * The action row of `property`'s card. A hook, not a component: the card draws it in its own
 * render, one component fewer for each of the 24 cards a filter change renders
 * (bench/realestate-ui.mjs, filter repaint).
 */
export function usePropertyCardActions(
  property: Property,
  navigate: (path: string) => void,
  t: CardTexts['property'],
): ReactNode {
  // The property whose number is shown: the card's elements are reused for the next page's
  // property in this slot (ListingResults), which must not inherit a revealed number.
  const [revealedId, setRevealedId] = useState<number | null>(null);
  const revealed = revealedId === property.id;
  const phone = isPhoneLike(property.contact_agent) ? property.contact_agent : null;

  const onContact = () => {
    if (phone) {
      setRevealedId(property.id);
      notify.info(t.contactRevealed);
    } else {
      navigate(detailAction(property.id, 'contact'));
    }
  };

  return (
    <div className="actions">
      <button type="button" className="ghost" onClick={() => void fetchBrochure(property, t)}>
        {t.brochure}
      </button>
      {phone && revealed ? (
        <a className="ghost" href={telLink(phone)} aria-label={t.callAgent(phone)}>
          {phone}
        </a>
      ) : (
        <button type="button" className="ghost" onClick={onContact}>
          {t.contact}
        </button>
      )}
      <button
        type="button"
        className="secondary"
        disabled={!property.schedule_visit_enabled}
        onClick={() => navigate(detailAction(property.id, 'visit'))}
      >
        {property.schedule_visit_enabled ? t.scheduleVisit : t.visitNotAvailable}
      </button>
    </div>
  );
}
