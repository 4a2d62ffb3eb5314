import { SofaIcon } from '@marketplace/shared/icons';
import { CataloguePicture } from './CataloguePicture';
import { FallbackTile } from './frame';

export interface DesignPictureProps {
  picture: string | null;
  name: string;
  /** Empty when the item's name is shown next to the picture anyway. */
  alt?: string;
  lazy?: boolean;
}

/** An interior design's or furniture item's picture, or a placeholder when none or it fails. */
export function DesignPicture({ picture, name, alt = '', lazy = true }: DesignPictureProps) {
  const placeholder = (
    <FallbackTile data-testid="design-placeholder">
      <span aria-hidden="true">
        <SofaIcon />
      </span>
      <span>{name}</span>
    </FallbackTile>
  );
  if (!picture) return placeholder;
  return (
    <CataloguePicture
      src={picture}
      alt={alt}
      width={400}
      height={260}
      sizes="(min-width: 640px) 400px, 100vw"
      loading={lazy ? 'lazy' : undefined}
      fallback={placeholder}
    />
  );
}
