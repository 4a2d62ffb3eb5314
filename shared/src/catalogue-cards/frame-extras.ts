// The parts only the interior cards use: the picture anchoring badges, the price row, the notes.
// Apart from frame.ts so the pages that draw other cards do not download them.
import styled from 'styled-components';
import { CardMedia } from './frame';

/** The card's picture, the anchor for the badges laid over it. */
export const CardPicture = styled(CardMedia)`
  position: relative;
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
