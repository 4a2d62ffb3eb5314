// The gallery of 8 images and the portfolio grid: below the fold, so every image loads lazily.
import styled from 'styled-components';
import type { GalleryImage, PortfolioItem } from '../content';
import { media, useMessages } from '@marketplace/shared/ui';
import { CataloguePicture } from '@marketplace/shared/catalogue-cards';
import { FallbackTile, coverImageFrame } from '@marketplace/shared/catalogue-cards';
import { HOME_IMAGES } from '../images';
import { homeCatalogue } from '../catalogue';

const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.up('md')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  ${coverImageFrame}

  & > figcaption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm} ${theme.space.sm}`};
    background: linear-gradient(0deg, rgba(15, 31, 61, 0.9), transparent);
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & > figcaption > strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export function HomeGallery({ images }: { images: readonly GalleryImage[] }) {
  const captions = useMessages(homeCatalogue).tiles.gallery;
  return (
    <Grid $columns={4}>
      {images.map((item) => (
        <li key={item.image}>
          <Figure>
            <CataloguePicture
              src={HOME_IMAGES[item.image]}
              alt={captions[item.image]}
              width={320}
              height={200}
              loading="lazy"
              fallback={<FallbackTile>{captions[item.image]}</FallbackTile>}
            />
          </Figure>
        </li>
      ))}
    </Grid>
  );
}

export function PortfolioGrid({ items }: { items: readonly PortfolioItem[] }) {
  const { portfolio, cities } = useMessages(homeCatalogue).tiles;
  return (
    <Grid $columns={3}>
      {items.map((item) => (
        <li key={item.image}>
          <Figure>
            <CataloguePicture
              src={HOME_IMAGES[item.image]}
              alt=""
              width={320}
              height={200}
              loading="lazy"
              fallback={<FallbackTile />}
            />
            <figcaption>
              <strong>{portfolio[item.image]}</strong>
              {cities[item.city]}
            </figcaption>
          </Figure>
        </li>
      ))}
    </Grid>
  );
}
