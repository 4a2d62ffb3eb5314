import styled from 'styled-components';
import { media } from './theme';

/** Centres a page's content at the site's reading width with responsive side padding. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  }
`;

/** The page's one <h1>. */
export const PageHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;
