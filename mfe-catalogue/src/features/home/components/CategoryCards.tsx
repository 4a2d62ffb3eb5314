import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CategoryCard } from '../content';
import { focusRing, media, useMessages } from '@marketplace/shared/ui';
import { KeyedIcon } from '@marketplace/shared/icons';
import { HOME_ICONS } from '../icons';
import { homeCatalogue } from '../catalogue';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const CardLink = styled(Link)<{ $color: string }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 6px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    ${focusRing}
  }

  & > span:first-child {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }

  & > strong {
    color: ${({ $color }) => $color};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The five category cards, each linking to its section of the site. */
export function CategoryCards({ cards }: { cards: readonly CategoryCard[] }) {
  const texts = useMessages(homeCatalogue).tiles.categories;
  return (
    <Grid>
      {cards.map((card) => (
        <li key={card.route}>
          <CardLink to={card.route} $color={card.color}>
            <span aria-hidden="true">
              <KeyedIcon name={card.icon} icons={HOME_ICONS} />
            </span>
            <strong>{texts[card.route].name}</strong>
            <span>{texts[card.route].description}</span>
          </CardLink>
        </li>
      ))}
    </Grid>
  );
}
