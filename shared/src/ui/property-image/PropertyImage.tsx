// A property picture, for the listing, the detail page and the admin screens alike: the srcset the
// api's image convention allows, a fixed intrinsic size (no layout shift), lazy loading below the
// fold, and a calm placeholder tile for a missing or failed picture
// (docs/product/real-estate.md "Property detail").
import { useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { propertyImageSources } from '@marketplace/shared/config';
import {
  theme,
  useHoldWhileLargestLoads,
  useMayLoadAfterLargest,
  WAITING_LOOK,
} from '@marketplace/shared/ui';

// From the theme itself, not ThemeProvider's props: the rules are computed once, and a parent can
// give them to a `plain` picture (propertyImageLook).
const imageLook = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const placeholderLook = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, ${theme.colors.surfaceAlt}, #dfe6f2);
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * The picture's look for a parent that draws many of them with `plain` (the listing's cards):
 * `& .picture { ${propertyImageLook} }` styles the <img> and its placeholder tile alike.
 */
export const propertyImageLook = css`
  &:is(img) {
    ${imageLook}
  }

  &[role='img'] {
    ${placeholderLook}
  }
`;

/** The placeholder tile's words: a property with no picture, or one that did not load. */
const PICTURE_TEXT = {
  none: 'No picture yet',
  failed: 'Picture could not be loaded',
} as const;

const Img = styled.img`
  ${imageLook}
`;

const Placeholder = styled.div`
  ${placeholderLook}
`;

export interface PropertyImageProps {
  url: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  /** Pictures in the first screenful load at once; the others when scrolled near. */
  eager?: boolean;
  /**
   * The page's largest picture when it opens (the first card, a gallery's main picture): asked
   * for at once and ahead of the page's other pictures (fetchpriority high), since it is what
   * the page's largest paint waits for.
   */
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
  /**
   * A bare <img> (or placeholder <div>) with only `className`, styled by the parent with
   * propertyImageLook: no styled component per picture on a page of cards.
   */
  plain?: boolean;
}

export function PropertyImage({
  url,
  alt,
  sizes,
  eager = false,
  priority = false,
  width = 800,
  height = 600,
  className,
  plain = false,
}: PropertyImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const shown = url && failedUrl !== url ? url : null;
  useHoldWhileLargestLoads(image, priority, shown ?? undefined);
  const mayLoad = useMayLoadAfterLargest() || priority;
  if (!shown) {
    const Tile = plain ? 'div' : Placeholder;
    return (
      <Tile role="img" aria-label={alt} className={className}>
        {url ? PICTURE_TEXT.failed : PICTURE_TEXT.none}
      </Tile>
    );
  }
  const { src, srcSet } = propertyImageSources(shown);
  const Picture = plain ? 'img' : Img;
  return (
    <Picture
      ref={image}
      // Another than the page's largest is asked for once that one is drawn (largest-picture.ts).
      // Until then its box keeps its size, hidden (Chromium draws a broken-picture mark for an
      // <img> without src): nothing moves when it comes.
      src={mayLoad ? src : undefined}
      srcSet={mayLoad ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(shown)}
      className={className}
      style={mayLoad ? undefined : WAITING_LOOK}
    />
  );
}
