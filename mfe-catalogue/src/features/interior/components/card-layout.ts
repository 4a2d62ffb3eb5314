// Layout pieces shared by the interior design and furniture cards.
import styled from 'styled-components';
import { CardMedia } from '../../../components/section';

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
