// The theme is read directly, not through ThemeProvider's props: styled-components builds the
// class of a style without functions once, instead of on every render. A page of 24 cards renders
// some 700 styled elements on each filter change (bench/realestate-ui.mjs, filter repaint).
import styled from 'styled-components';
import { focusRing, theme } from '@marketplace/shared/ui';
import type { PriceRange } from '@marketplace/shared/contracts-properties';

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.sm};
  transition:
    box-shadow ${theme.transitions.normal},
    transform ${theme.transitions.normal};

  &:hover {
    box-shadow: ${theme.shadows.lg};
    transform: translateY(-2px);
  }
`;

export const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${theme.colors.surfaceAlt};
`;

const badgeColours: Record<PriceRange, [string, string]> = {
  budget: ['#e7f5ec', '#067647'],
  mid: ['#e8effc', '#175cd3'],
  premium: ['#0f1f3d', '#f2d675'],
};

export const RangeBadge = styled.span<{ $range: PriceRange }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radii.pill};
  background: ${({ $range }) => badgeColours[$range][0]};
  color: ${({ $range }) => badgeColours[$range][1]};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const MediaBadge = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
`;

export const MediaActions = styled.div`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  z-index: 1;
  display: flex;
  gap: ${theme.space.xs};
`;

export const RoundButton = styled.button<{ $active?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.94);
  color: ${({ $active }) => ($active ? theme.colors.danger : theme.colors.primary)};
  box-shadow: ${theme.shadows.md};
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.tight};

  a {
    color: ${theme.colors.primary};
    text-decoration: none;
  }

  /* The name's link covers the card, so a click anywhere opens the detail page. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:focus-visible {
    outline: none;
  }

  a:focus-visible::after {
    ${focusRing}
    border-radius: ${theme.radii.lg};
  }
`;

export const Muted = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

export const Price = styled.strong`
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.xl};
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.xs};
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px 8px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentText};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.medium};
  }
`;

export const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.accentText};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
`;

export const ActionRow = styled.div`
  position: relative;
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.xs};
  margin-top: auto;
  padding-top: ${theme.space.sm};
  border-top: 1px solid ${theme.colors.border};

  & > * {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  /* Schedule Visit, the main call to action, takes the whole second line. */
  & > :last-child {
    grid-column: 1 / -1;
  }
`;
