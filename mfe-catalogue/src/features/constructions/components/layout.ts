// Section building blocks shared by the two construction pages.
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';
import { HeroBand, HeroBandInner } from '../../../components/hero-band';

export const Hero = HeroBand;

export const HeroInner = styled(HeroBandInner)`
  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};

    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes['3xl']};
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const Section = styled.section<{ $tinted?: boolean }>`
  padding: ${({ theme }) => `${theme.space['2xl']} 0`};
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surface : 'transparent')};
`;

export const SectionInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 260 }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export const InfoCard = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  /* The card's icon */
  & > [aria-hidden='true'] {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.accentText};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
  }
`;
