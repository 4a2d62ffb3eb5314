// A listing card (catalogue spec, Real-estate listing). Its name's link covers the card; the
// heart, share and the three action buttons sit above that link and act on their own.
import { memo } from 'react';
import { paths } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';
import { shareProperty } from './property-actions';
import { amenityLabel, cardFacts, rentalLine } from '../lib/listing-facts';
import type { Wishlist } from '../lib/wishlist/use-wishlist';
import { Card, rangeBadgeClass } from './card-styles';
import { AreaIcon, BedIcon, MapPinIcon, ShareIcon, StarIcon } from '@marketplace/shared/icons';
import { cardCatalogue } from './catalogue';
import { pathLink, useMessages, usePathNavigation } from '@marketplace/shared/ui';
import { PropertyImage } from '@marketplace/shared/property-image';
import { WishlistHeart } from './WishlistHeart';
import { usePropertyCardActions } from './PropertyCardActions';

const CARD_AMENITIES = 4;
const CARD_NEARBY = 3;

// The parts that are the same on every card, built once: React skips an element it has already
// rendered in that place, so a new page of cards does not render these again.
const mapPin = <MapPinIcon size={16} />;
const bed = <BedIcon size={16} />;
const areaIcon = <AreaIcon size={16} />;
const shareIcon = <ShareIcon size={20} />;
const star = <StarIcon size={16} />;

/** The first `max` items and how many were left out. */
function truncate<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

export interface PropertyCardProps {
  property: Property;
  wishlist: Wishlist;
  /** Cards of the first screenful load their picture at once. */
  eager?: boolean;
  /** The first card: its picture is the listing's largest paint, asked for ahead of the others. */
  priority?: boolean;
}

/**
 * Memoised, and nothing inside follows the query (its links and buttons navigate through the
 * shell's PathNavigationProvider): a filter click changes the URL, and the cards must not
 * re-render for it while the listing request is under way (bench/realestate-ui.mjs, filter
 * repaint).
 */
export const PropertyCard = memo(function PropertyCard({
  property,
  wishlist,
  eager = false,
  priority = false,
}: PropertyCardProps) {
  const { navigate } = usePathNavigation();
  const { property: t, facts } = useMessages(cardCatalogue);
  const actions = usePropertyCardActions(property, navigate, t);
  const amenities = truncate(property.amenities, CARD_AMENITIES);
  const nearby = property.nearby.slice(0, CARD_NEARBY);
  const rental = rentalLine(property, facts);

  return (
    <Card aria-labelledby={`property-${property.id}`}>
      <div className="media">
        <PropertyImage
          url={property.image ?? property.images[0] ?? null}
          alt={property.name}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
          eager={eager}
          priority={priority}
          className="picture"
          plain
        />
        <div className="badge">
          <span className={rangeBadgeClass[property.price_range]}>
            {t.priceRange[property.price_range]}
          </span>
          {property.rera_number ? (
            <span className="rera" title={`${facts.reraBadge}: ${property.rera_number}`}>
              {facts.reraCardBadge}
            </span>
          ) : null}
        </div>
        <div className="corner">
          <WishlistHeart property={property} wishlist={wishlist} />
          <button
            type="button"
            aria-label={t.share(property.name)}
            onClick={() => void shareProperty(property, t)}
          >
            {shareIcon}
          </button>
        </div>
      </div>
      <div className="body">
        <h3 id={`property-${property.id}`}>
          <a {...pathLink(navigate, paths.propertyDetails(property.id))}>{property.name}</a>
        </h3>
        <p className="muted">
          {mapPin}
          {property.location}
        </p>
        <div className="price-row">
          <strong className="price">{facts.price(property)}</strong>
          {property.builder ? <p className="muted">{t.by(property.builder)}</p> : null}
        </div>
        {rental ? <p className="muted">{rental}</p> : null}
        <ul className="facts" aria-label={t.keyFacts}>
          {property.bedrooms ? (
            <li>
              {bed}
              {property.bedrooms}
            </li>
          ) : null}
          <li>
            {areaIcon}
            {facts.area(property.area)}
          </li>
        </ul>
        <p className="listing">{cardFacts(property, facts).join(' · ')}</p>
        {amenities.shown.length > 0 ? (
          <ul className="chips" aria-label={t.amenities}>
            {amenities.shown.map((name) => (
              <li key={name}>{amenityLabel(name, facts.labels)}</li>
            ))}
            {amenities.more > 0 ? <li>{t.moreAmenities(amenities.more)}</li> : null}
          </ul>
        ) : null}
        {nearby.length > 0 ? (
          <p className="muted">
            {t.nearby}: {nearby.join(' · ')}
          </p>
        ) : null}
        <p className="rating">
          {star}
          {t.cardRating}
          <span aria-hidden="true">·</span>
          {t.completion}
        </p>
        {actions}
      </div>
    </Card>
  );
});
