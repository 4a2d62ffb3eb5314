// "Add to cart" on the cards and pages of items priced per visit (docs/product-decisions.md
// "Where the brief is silent"): shown to everyone; a logged-out visitor goes to /login and comes
// back here; a logged-in one adds the item (the api resolves its name and price from the
// published catalogue) and the header's count follows.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@marketplace/shared/config';
import { useCart, useSession } from '@marketplace/shared/session';
import {
  Button,
  notify,
  useMessages,
  type ButtonSize,
  type ButtonVariant,
} from '@marketplace/shared/ui';
import { priceActionCatalogue } from './catalogue';

export interface AddToCartButtonProps {
  /** The item's kind, e.g. 'service'. */
  itemType: string;
  /** The catalogue's stable id, e.g. 'service:plumbing'. */
  itemId: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function AddToCartButton({ itemType, itemId, ...style }: AddToCartButtonProps) {
  const { isAuthenticated } = useSession();
  const { addToCart } = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const t = useMessages(priceActionCatalogue).cart;

  const onClick = async () => {
    if (!isAuthenticated) {
      navigate(paths.login(), {
        state: { from: { pathname: location.pathname, search: location.search } },
      });
      return;
    }
    setBusy(true);
    try {
      await addToCart(itemType, itemId);
      notify.success(t.added);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t.add);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button {...style} onClick={() => void onClick()} disabled={busy} aria-busy={busy}>
      {busy ? t.adding : t.add}
    </Button>
  );
}
