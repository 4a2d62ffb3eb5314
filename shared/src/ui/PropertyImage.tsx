// A property picture, for the listing, the detail page and the admin screens alike: the srcset the
// api's image convention allows, a fixed intrinsic size (no layout shift), lazy loading below the
// fold, and a calm placeholder tile for a missing or failed picture
// (docs/product/real-estate.md "Property detail").
import { useState } from 'react';
import styled from 'styled-components';
import { propertyImageSources } from '@marketplace/shared/config';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceAlt}, #dfe6f2);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface PropertyImageProps {
  url: string | null;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn. */
  sizes: string;
  /** Pictures in the first screenful load at once; the others when scrolled near. */
  eager?: boolean;
  width?: number;
  height?: number;
  className?: string;
  /** The placeholder tile's text. */
  placeholder?: string;
}

export function PropertyImage({
  url,
  alt,
  sizes,
  eager = false,
  width = 800,
  height = 600,
  className,
  placeholder = 'No picture yet',
}: PropertyImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <Placeholder role="img" aria-label={alt} className={className}>
        {placeholder}
      </Placeholder>
    );
  }
  const { src, srcSet } = propertyImageSources(url);
  return (
    <Img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={className}
    />
  );
}
