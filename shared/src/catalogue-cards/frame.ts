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
