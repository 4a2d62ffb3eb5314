import type { InteriorImageKey } from '@marketplace/shared/catalogue';
import { SofaIcon } from '@marketplace/shared/icons';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { FallbackTile } from '../../../components/section';
import { INTERIOR_IMAGES } from '../images';

export interface DesignImageProps {
  image: InteriorImageKey | undefined;
  name: string;
  /** Empty when the design's name is shown next to the image anyway. */
  alt?: string;
  lazy?: boolean;
}

/** A design's illustration, or a placeholder tile when it has none or it fails to load. */
export function DesignImage({ image, name, alt = '', lazy = true }: DesignImageProps) {
  const placeholder = (
    <FallbackTile data-testid="design-placeholder">
      <span aria-hidden="true">
        <SofaIcon />
      </span>
      <span>{name}</span>
    </FallbackTile>
  );
  if (!image) return placeholder;
  return (
    <ImageWithFallback
      src={INTERIOR_IMAGES[image]}
      alt={alt}
      width={400}
      height={260}
      loading={lazy ? 'lazy' : undefined}
      fallback={placeholder}
    />
  );
}
