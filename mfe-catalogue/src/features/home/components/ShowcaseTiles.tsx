import styled from 'styled-components';
import type { ShowcaseTile } from '../content';
import { CataloguePicture } from '@marketplace/shared/catalogue-cards';
import { CardGrid } from '../../../components/section';
import { Card, CardMedia, FallbackTile } from '@marketplace/shared/catalogue-cards';
import { HOME_IMAGES } from '../images';
import { homeCatalogue } from '../catalogue';
import { useMessages } from '@marketplace/shared/ui';

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
  const texts = useMessages(homeCatalogue).tiles.showcase;
  return (
    <CardGrid $columns={4}>
      {tiles.map(({ image }) => (
        <li key={image}>
          <Card>
            <CardMedia>
              <CataloguePicture
                src={HOME_IMAGES[image]}
                alt=""
                width={320}
                height={200}
                loading="lazy"
                fallback={<FallbackTile>{texts[image].label}</FallbackTile>}
              />
            </CardMedia>
            <Body>
              <h3>{texts[image].label}</h3>
              <p>{texts[image].subtitle}</p>
              <p>{texts[image].description}</p>
            </Body>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
