// The detail page's gallery of the property's first 6 pictures: previous/next that wrap around,
// a counter, thumbnails, a favourite toggle and the full-screen viewer. Arrow keys move while the
// picture has focus.
import { useState } from 'react';
import { PROPERTY_GALLERY_MAX, type Property } from '@marketplace/shared/contracts-properties';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '@marketplace/shared/icons';
import { PropertyImage } from '@marketplace/shared/property-image';
import { useMessages } from '@marketplace/shared/ui';
import { WishlistHeart } from '../../../components/WishlistHeart';
import type { Wishlist } from '../../../lib/wishlist/use-wishlist';
import { detailCatalogue } from '../catalogue';
import * as G from './gallery-styles';
import { ImageViewer } from './ImageViewer';

/** `index` moved into 0..count-1, wrapping at both ends. */
function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

export interface GalleryProps {
  property: Pick<Property, 'id' | 'name' | 'images' | 'image'>;
  wishlist: Wishlist;
}

export function Gallery({ property, wishlist }: GalleryProps) {
  const t = useMessages(detailCatalogue);
  const images = (
    property.images.length > 0 ? property.images : property.image ? [property.image] : []
  ).slice(0, PROPERTY_GALLERY_MAX);
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const move = (step: number) => setIndex((current) => wrapIndex(current + step, count));
  const current = wrapIndex(index, count);

  return (
    <section aria-label={t.gallery}>
      <G.Frame
        role="group"
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={t.pictureFrame}
        onKeyDown={(event) => {
          if (event.key === 'ArrowLeft') move(-1);
          if (event.key === 'ArrowRight') move(1);
        }}
      >
        <PropertyImage
          url={images[current] ?? null}
          alt={t.pictureAlt(property.name, current + 1, Math.max(count, 1))}
          sizes="(min-width: 1024px) 760px, 100vw"
          width={1280}
          height={960}
          priority
        />
        {count > 1 ? (
          <>
            <G.Arrow type="button" $side="left" aria-label={t.previous} onClick={() => move(-1)}>
              <ChevronLeftIcon size={20} />
            </G.Arrow>
            <G.Arrow type="button" $side="right" aria-label={t.next} onClick={() => move(1)}>
              <ChevronRightIcon size={20} />
            </G.Arrow>
          </>
        ) : null}
        {count > 0 ? <G.Counter>{t.counter(current + 1, count)}</G.Counter> : null}
        <G.Corner>
          <WishlistHeart property={property} wishlist={wishlist} />
          {count > 0 ? (
            <button type="button" aria-label={t.fullScreen} onClick={() => setViewerOpen(true)}>
              <ExpandIcon size={20} />
            </button>
          ) : null}
        </G.Corner>
      </G.Frame>
      {count > 1 ? (
        <G.Thumbs>
          {images.map((url, i) => (
            <li key={url}>
              <G.Thumb
                type="button"
                aria-label={t.showPicture(i + 1, count)}
                aria-current={i === current}
                onClick={() => setIndex(i)}
              >
                <PropertyImage url={url} alt="" sizes="88px" width={88} height={66} />
              </G.Thumb>
            </li>
          ))}
        </G.Thumbs>
      ) : null}
      <ImageViewer
        open={viewerOpen}
        name={property.name}
        images={images}
        index={current}
        onMove={move}
        onClose={() => setViewerOpen(false)}
      />
    </section>
  );
}
