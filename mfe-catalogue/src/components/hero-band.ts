// The dark page hero of /constructions, the package pages and /interior: copy beside a picture.
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

export const HeroBand = styled.section`
  color: ${({ theme }) => theme.colors.textOnDark};
  background: ${({ theme }) => theme.colors.primary};
`;

/** Copy and picture side by side (3:2) from the medium breakpoint, stacked below it. */
export const HeroBandInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space['2xl']} ${theme.space.md}`};

  ${media.up('md')} {
    grid-template-columns: 3fr 2fr;
  }

  h1,
  h2 {
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};

    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }

  p {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
