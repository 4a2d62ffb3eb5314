import type { Property } from '@marketplace/shared/contracts-properties';
import { HeartFilledIcon, HeartIcon } from '@marketplace/shared/icons';
import type { Wishlist } from '../lib/wishlist/use-wishlist';
import { notify, useMessages } from '@marketplace/shared/ui';
import { cardCatalogue } from './catalogue';

const savedIcon = <HeartFilledIcon size={20} />;
const unsavedIcon = <HeartIcon size={20} />;

/**
 * The wishlist heart: a toggle button named after the property it saves. A plain button: the card
 * and the gallery give it roundButtonLook (card-styles.ts), red while pressed.
 */
export function WishlistHeart({
  property,
  wishlist,
}: {
  property: Pick<Property, 'id' | 'name'>;
  wishlist: Wishlist;
}) {
  const t = useMessages(cardCatalogue).property;
  const saved = wishlist.isSaved(property.id);
  const toggle = async () => {
    const outcome = await wishlist.toggle(property);
    if (outcome) notify.success(outcome === 'added' ? t.wishlistAdded : t.wishlistRemoved);
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t.unsave(property.name) : t.save(property.name)}
      onClick={() => void toggle()}
    >
      {saved ? savedIcon : unsavedIcon}
    </button>
  );
}
