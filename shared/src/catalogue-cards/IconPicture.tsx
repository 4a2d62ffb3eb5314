import { KeyedIcon, type IconKey, type IconSet } from '@marketplace/shared/icons';
import { CataloguePicture, type CataloguePictureProps } from './CataloguePicture';
import { CardMedia, FallbackTile } from './frame';

export interface IconPictureProps extends Omit<CataloguePictureProps, 'fallback'> {
  /** Icon shown large in the fallback tile. */
  icon: IconKey;
  /** The set `icon` is drawn from (a page passes its own: see KeyedIcon). */
  icons: IconSet;
  /** Name shown under the icon in the fallback tile (left out when the card names it already). */
  label?: string;
}

/** A catalogue picture whose fallback is the spec's icon-and-name tile. */
export function IconPicture({ icon, icons, label, ...pictureProps }: IconPictureProps) {
  return (
    <CataloguePicture
      {...pictureProps}
      fallback={
        <FallbackTile>
          <span aria-hidden="true">
            <KeyedIcon name={icon} icons={icons} />
          </span>
          {label === undefined ? null : <span>{label}</span>}
        </FallbackTile>
      }
    />
  );
}

/**
 * A card's 320×200 picture in the card's media frame, loaded lazily unless `eager`: a card in the
 * first screenful can be the page's largest paint, which a lazy picture delays (it is asked for
 * only once the page has been laid out).
 */
export function CardIconPicture({
  eager = false,
  priority = false,
  ...props
}: Omit<IconPictureProps, 'width' | 'height' | 'loading' | 'fetchPriority'> & {
  eager?: boolean;
  /** The page's largest picture (the first card on a phone): asked for ahead of the others. */
  priority?: boolean;
}) {
  return (
    <CardMedia>
      <IconPicture
        width={320}
        height={200}
        sizes="(min-width: 640px) 320px, 100vw"
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...props}
      />
    </CardMedia>
  );
}
