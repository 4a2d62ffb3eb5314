import type { Property } from '@marketplace/shared/contracts-properties';
import { HeartFilledIcon, HeartIcon } from '@marketplace/shared/icons';
import type { Wishlist } from '../lib/wishlist/use-wishlist';
import { RoundButton } from './card-styles';
import { PROPERTY_TEXT } from './messages';

const savedIcon = <HeartFilledIcon size={20} />;
const unsavedIcon = <HeartIcon size={20} />;

/** The wishlist heart: a toggle button named after the property it saves. */
export function WishlistHeart({
  property,
  wishlist,
}: {
  property: Pick<Property, 'id' | 'name'>;
  wishlist: Wishlist;
}) {
  const saved = wishlist.isSaved(property.id);
  return (
    <RoundButton
      type="button"
      $active={saved}
      aria-pressed={saved}
      aria-label={saved ? PROPERTY_TEXT.unsave(property.name) : PROPERTY_TEXT.save(property.name)}
      onClick={() => void wishlist.toggle(property)}
    >
      {saved ? savedIcon : unsavedIcon}
    </RoundButton>
  );
}
