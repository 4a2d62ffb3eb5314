import styled from 'styled-components';
import type { ShowcaseTile } from '../content';
import { CataloguePicture } from '@marketplace/shared/catalogue-cards';
import { CardGrid } from '../../../components/section';
import { Card, CardMedia, FallbackTile } from '@marketplace/shared/catalogue-cards';
import { HOME_IMAGES } from '../images';

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};

  & > h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.primary};
  }

  & > p {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > p:first-of-type {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The four showcase tiles (Premium Homecare, Bespoke Interior, ...). */
export function ShowcaseTiles({ tiles }: { tiles: readonly ShowcaseTile[] }) {
  return (
    <CardGrid $columns={4}>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Card>
            <CardMedia>
              <CataloguePicture
                src={HOME_IMAGES[tile.image]}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                fallback={<FallbackTile>{tile.label}</FallbackTile>}
              />
            </CardMedia>
            <Body>
              <h3>{tile.label}</h3>
              <p>{tile.subtitle}</p>
              <p>{tile.description}</p>
            </Body>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
