// Section building blocks shared by the catalogue pages, so every page has the same rhythm.
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

export const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} 0`};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space['2xl']} 0`};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const SectionIntro = styled.p`
  max-width: 60ch;
  /* Pulled up towards the title above it. */
  margin: -${({ theme }) => theme.space.md} auto ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A responsive card grid: one column on phones, up to `$columns` from the large breakpoint. */
export const CardGrid = styled.ul<{ $columns?: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`;

/** A numbered list of process steps laid out as tiles, as many per row as fit (200px and up). */
export const StepGrid = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A centred dark call-out panel (pricing, "need something else?"); callers colour its h2. */
export const DarkPanel = styled.section`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-align: center;

  & h2 {
    margin-top: 0;
  }
`;
