// The frame every catalogue card shares: the card, its picture area, the tile shown when a
// picture fails, and the small rows of the card's body.
import styled, { css } from 'styled-components';

export const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** A 16:10 frame its image fills (cropped): fixed aspect ratio so nothing jumps while loading. */
export const coverImageFrame = css`
  aspect-ratio: 16 / 10;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Image area of a card. */
export const CardMedia = styled.div`
  ${coverImageFrame}
`;

/** The card's picture, the anchor for the badges laid over it. */
export const CardPicture = styled(CardMedia)`
  position: relative;
`;

/** The tile shown in place of a picture that failed: an icon over the item's name. */
export const FallbackTile = styled.div`
  width: 100%;
  height: 100%;
  min-height: 120px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;

  & > [aria-hidden='true'] {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

/** The bottom row of a card (price, actions): pushed down, wrapping on narrow cards. */
export const CardFooterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
`;

/** Small muted text on a card (ratings, notes). */
export const CardNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A pill laid over a card's picture (a saving, a badge). */
export const PictureBadge = styled.span<{ $background: string; $colour?: string }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $background }) => $background};
  color: ${({ $colour = '#ffffff' }) => $colour};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
