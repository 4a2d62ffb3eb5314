// The booking action of a priced catalogue item (docs/decisions/catalogue-content-model.md "Price
// kinds"): a fixed price goes into the cart and a 2-hour visit; a monthly one is subscribed to
// from a start date; a "from" price asks for a quote. The last two never enter the cart.
import { lazy, Suspense, useState } from 'react';
import type { CataloguePrice } from '@marketplace/shared/contracts-catalogue';
import { Button, useMessages, type ButtonSize, type ButtonVariant } from '@marketplace/shared/ui';
import { AddToCartButton } from './AddToCartButton';
import { priceActionCatalogue } from './catalogue';

// The form and its checks (zod) are downloaded when a visitor opens it, not with the page.
const EnquiryDialog = lazy(() => import('./EnquiryDialog'));

export interface PriceActionProps {
  item: { key: string; kind: string; name: string; price: CataloguePrice };
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function PriceAction({ item, ...style }: PriceActionProps) {
  const [open, setOpen] = useState(false);
  const t = useMessages(priceActionCatalogue).priceAction;
  if (item.price.kind === 'fixed') {
    return <AddToCartButton itemType={item.kind} itemId={item.key} {...style} />;
  }
  const mode = item.price.kind === 'monthly' ? 'subscription' : 'quote';
  return (
    <>
      <Button {...style} onClick={() => setOpen(true)}>
        {mode === 'subscription' ? t.subscribe : t.quote}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialog mode={mode} item={item} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
