import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Number = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  color: ${({ theme }) => theme.colors.primary};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface StatTilesProps {
  stats: readonly { number: string; label: string; icon: string }[];
  label: string;
}

/** A row of static marketing figures (spec: stats are static numbers). */
export function StatTiles({ stats, label }: StatTilesProps) {
  return (
    <List aria-label={label}>
      {stats.map((stat) => (
        <Tile key={stat.label}>
          <span aria-hidden="true">{stat.icon}</span>
          <Number>{stat.number}</Number>
          <Label>{stat.label}</Label>
        </Tile>
      ))}
    </List>
  );
}
