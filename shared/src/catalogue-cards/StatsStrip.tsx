import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';
import { KeyedIcon, type IconKey, type IconSet } from '@marketplace/shared/icons';

interface StatItem {
  number: string;
  label: string;
  icon: IconKey;
  /** The figure's item key, when it comes from the catalogue. */
  key?: string;
}

const List = styled.ul<{ $dark: boolean }>`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dark }) => ($dark ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDark : theme.colors.text)};

  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StatIcon = styled.span<{ $dark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.accent : theme.colors.accentText)};
`;

const Figure = styled.span<{ $dark: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.accent : theme.colors.primary)};
`;

export interface StatsStripProps {
  stats: readonly StatItem[];
  /** The icons the stats name (a page passes its own set: see KeyedIcon). */
  icons: IconSet;
  /** Accessible name of the list, e.g. 'Homecare in numbers'. */
  label?: string;
  dark?: boolean;
  className?: string;
}

/** A row of marketing figures (spec: stats are static numbers; the business edits them). */
export function StatsStrip({
  stats,
  icons,
  label = 'Our numbers',
  dark = false,
  className,
}: StatsStripProps) {
  return (
    <List aria-label={label} $dark={dark} className={className}>
      {stats.map((stat) => (
        <Item key={stat.key ?? stat.label}>
          <StatIcon $dark={dark}>
            <KeyedIcon name={stat.icon} icons={icons} />
          </StatIcon>
          <Figure $dark={dark}>{stat.number}</Figure>
          <span>{stat.label}</span>
        </Item>
      ))}
    </List>
  );
}
