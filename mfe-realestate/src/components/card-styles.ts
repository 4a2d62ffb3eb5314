// The card's styles. The card is one styled component, its root, whose nested rules style plain
// elements by class: with a styled component per part, a page of 24 cards would render some 500
// of them (two fibers and a styled-components render each) on every filter change
// (docs/decisions/realestate-listing-ui.md). The theme is read directly, not through ThemeProvider's props, so the rules are
// static: styled-components builds the class once, not on every render.
// The detail page reuses the badge, the chips and the round buttons' look (RangeBadge, Chips,
// roundButtonLook).
import styled, { css } from 'styled-components';
import { buttonLook, focusRing, theme } from '@marketplace/shared/ui';
import { propertyImageLook } from '@marketplace/shared/property-image';
import type { PriceRange } from '@marketplace/shared/contracts-properties';

const badgeColours: Record<PriceRange, [string, string]> = {
  budget: ['#e7f5ec', '#067647'],
  mid: ['#e8effc', '#175cd3'],
  premium: ['#0f1f3d', '#f2d675'],
};

/** The card's badge classes: `range range-<price range>`. */
export const rangeBadgeClass: Record<PriceRange, string> = {
  budget: 'range range-budget',
  mid: 'range range-mid',
  premium: 'range range-premium',
};

const rangeBadgeLook = css`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const RangeBadge = styled.span<{ $range: PriceRange }>`
  ${rangeBadgeLook}
  background: ${({ $range }) => badgeColours[$range][0]};
  color: ${({ $range }) => badgeColours[$range][1]};
`;

/** The heart, share and full-screen buttons over a picture; a pressed one (saved) is red. */
export const roundButtonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.94);
  color: ${theme.colors.primary};
  box-shadow: ${theme.shadows.md};
  cursor: pointer;

  &[aria-pressed='true'] {
    color: ${theme.colors.danger};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const chipsLook = css`
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

export const Chips = styled.ul`
  ${chipsLook}
`;

const mutedLook = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * The card: `article` > `.media` (`.picture`, `.badge` > `.range`, `.corner` > buttons) and
 * `.body` (`h3` > the link, `.muted`, `.price-row` > `strong` and `.muted`, `.facts`, `.chips`,
 * `.rating`, `.actions` > `.ghost` and `.secondary`).
 */
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

  .media {
    position: relative;
    aspect-ratio: 4 / 3;
    background: ${theme.colors.surfaceAlt};
  }

  .picture {
    ${propertyImageLook}
  }

  .badge {
    position: absolute;
    top: ${theme.space.sm};
    left: ${theme.space.sm};
  }

  .range,
  .rera {
    ${rangeBadgeLook}
  }

  .badge {
    display: flex;
    gap: ${theme.space.xs};
  }

  .rera {
    background: #ecfdf3;
    color: #05603a;
  }

  .rera::before {
    content: '✓ ' / '';
  }

  .listing {
    margin: 0;
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.sm};
  }

  ${Object.entries(badgeColours)
    .map(
      ([range, [background, color]]) =>
        `.range-${range} { background: ${background}; color: ${color}; }`,
    )
    .join('\n')}

  .corner {
    position: absolute;
    top: ${theme.space.sm};
    right: ${theme.space.sm};
    z-index: 1;
    display: flex;
    gap: ${theme.space.xs};
  }

  .corner > button {
    ${roundButtonLook}
  }

  .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.sm};
    padding: ${theme.space.md};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
  }

  h3 a {
    color: ${theme.colors.primary};
    text-decoration: none;
  }

  /* The name's link covers the card, so a click anywhere opens the detail page. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  h3 a:focus-visible {
    outline: none;
  }

  h3 a:focus-visible::after {
    ${focusRing}
    border-radius: ${theme.radii.lg};
  }

  .muted {
    ${mutedLook}
  }

  .price-row {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space.sm};
  }

  .price {
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xl};
  }

  .facts {
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
  }

  .chips {
    ${chipsLook}
  }

  .rating {
    ${mutedLook}
    color: ${theme.colors.accentText};
    font-weight: ${theme.fontWeights.semibold};
  }

  .actions {
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
  }

  .ghost {
    ${buttonLook('ghost', 'sm')}
  }

  .secondary {
    ${buttonLook('secondary', 'sm')}
  }
`;
