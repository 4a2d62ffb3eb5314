import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing } from '@marketplace/shared/ui';
import { ALL_ICONS } from '@marketplace/shared/icons';
import { Card, CardIconPicture } from '@marketplace/shared/catalogue-cards';
import { CardGrid } from '../../../components/section';
import type { ExploreItem } from '../explore-more';

const CardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;

  &:hover h3 {
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.md};

  & > h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.primary};
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Cards linking to three other services. */
export function ExploreMoreServices({ items }: { items: readonly ExploreItem[] }) {
  return (
    <CardGrid $columns={3}>
      {items.map((item) => (
        <li key={item.key}>
          <CardLink to={item.href}>
            <Card as="div">
              <CardIconPicture icons={ALL_ICONS} src={item.picture} alt="" icon={item.icon} />
              <Body>
                <h3>{item.name}</h3>
                <p>{item.description}</p>
              </Body>
            </Card>
          </CardLink>
        </li>
      ))}
    </CardGrid>
  );
}
