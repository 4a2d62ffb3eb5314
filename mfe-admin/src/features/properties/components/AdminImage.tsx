// A property picture in the admin grid and form; a failed or missing picture falls back to a
// placeholder tile (docs/product/site.md "Outbound links").
import { useState } from 'react';
import styled from 'styled-components';
import { propertyImageSources } from '@marketplace/shared/config';
import { PROPERTIES_TEXT } from './messages';

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
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function AdminImage({
  url,
  alt,
  sizes,
}: {
  url: string | null;
  alt: string;
  sizes: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) {
    return (
      <Placeholder role="img" aria-label={alt}>
        {PROPERTIES_TEXT.noPicture}
      </Placeholder>
    );
  }
  const { src, srcSet } = propertyImageSources(url);
  return (
    <Img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(url)}
    />
  );
}
