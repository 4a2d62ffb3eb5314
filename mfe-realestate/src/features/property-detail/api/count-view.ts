// A listing's views, as its lister reads them in My listings (docs/decisions/phone-reveal.md):
// each opening of a live listing's page tells the api, which counts a visitor once a day. A
// logged-in visitor is counted by their account (the session's token goes with the call), anyone
// else by this browser's random id.
import { useEffect } from 'react';
import { apiRequest, newIdempotencyKey } from '@marketplace/shared/api-client';
import { VISITOR_ID_STORAGE_KEY } from '@marketplace/shared/contracts-posting';
import type { Property } from '@marketplace/shared/contracts-properties';

function visitorId(): string {
  const stored = localStorage.getItem(VISITOR_ID_STORAGE_KEY);
  if (stored) return stored;
  // 32 random hex digits: what the api accepts as a visitor id, tied to nothing else.
  const fresh = newIdempotencyKey();
  localStorage.setItem(VISITOR_ID_STORAGE_KEY, fresh);
  return fresh;
}

export function useCountView(property: Property | undefined): void {
  const liveId = property?.status === 'live' ? property.id : null;
  useEffect(() => {
    if (liveId === null) return;
    // A view that fails to count is no reason to trouble the visitor.
    apiRequest(`/properties/${liveId}/views`, {
      method: 'POST',
      body: { visitor: visitorId() },
    }).catch(() => undefined);
  }, [liveId]);
}
