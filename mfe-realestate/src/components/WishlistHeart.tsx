import type { Property } from '@marketplace/shared/contracts-properties';
import { HeartFilledIcon, HeartIcon } from '@marketplace/shared/icons';
import type { Wishlist } from '../lib/wishlist/use-wishlist';
import { PROPERTY_TEXT } from './messages';

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
  const saved = wishlist.isSaved(property.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? PROPERTY_TEXT.unsave(property.name) : PROPERTY_TEXT.save(property.name)}
      onClick={() => void wishlist.toggle(property)}
    >
      {saved ? savedIcon : unsavedIcon}
    </button>
  );
}
