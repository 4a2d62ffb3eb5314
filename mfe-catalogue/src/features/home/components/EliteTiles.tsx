import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { EliteTile } from '../content';
import { focusRing, media, useMessages } from '@marketplace/shared/ui';
import { CataloguePicture } from '@marketplace/shared/catalogue-cards';
import { HOME_IMAGES } from '../images';
import { homeCatalogue } from '../catalogue';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const TileLink = styled(Link)`
  position: relative;
  display: block;
  min-height: 220px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: none;

  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.transitions.normal};
  }

  &:hover > img {
    transform: scale(1.04);
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: linear-gradient(0deg, rgba(15, 31, 61, 0.95) 0%, rgba(15, 31, 61, 0.1) 80%);

  & > strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  & > span:last-child {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Elite service tiles: each one navigates to the route of its tile. */
export function EliteTiles({ tiles }: { tiles: readonly EliteTile[] }) {
  const t = useMessages(homeCatalogue);
  return (
    <Grid>
      {tiles.map((tile) => (
        <li key={tile.image}>
          <TileLink to={tile.route}>
            <CataloguePicture
              src={HOME_IMAGES[tile.image]}
              alt=""
              width={640}
              height={400}
              loading="lazy"
              fallback={null}
            />
            <Overlay>
              <strong>{t.tiles.elite[tile.image].label}</strong>
              <span>{t.tiles.elite[tile.image].description}</span>
              <span aria-hidden="true">{t.eliteAction} →</span>
            </Overlay>
          </TileLink>
        </li>
      ))}
    </Grid>
  );
}
