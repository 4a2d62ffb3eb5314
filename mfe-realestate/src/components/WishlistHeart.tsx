import type { Property } from '@marketplace/shared/contracts';
import { HeartFilledIcon, HeartIcon } from '@marketplace/shared/icons';
import type { Wishlist } from '../lib/wishlist/use-wishlist';
import { RoundButton } from './card-styles';
import { PROPERTY_TEXT } from './messages';

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
      {saved ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />}
    </RoundButton>
  );
}
