// Layout pieces of the maintenance service detail page.
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';
import { DarkPanel as SectionPanel } from '../../../components/section';

export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xl};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & > li::before {
    content: '✓';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
  }

  & h3 {
    margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xs}`};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const DarkPanel = styled(SectionPanel)`
  & h2 {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export const Price = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accent};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Quote = styled.figure`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.xl};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radii.md};

  & blockquote {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-style: italic;
    color: ${({ theme }) => theme.colors.primary};
  }

  & figcaption {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
