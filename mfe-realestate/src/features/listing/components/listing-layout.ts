import styled from 'styled-components';
import { media, visuallyHidden } from '@marketplace/shared/ui';

export const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background:
    radial-gradient(circle at 85% 20%, rgba(201, 162, 39, 0.35), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, #243b6b);
  color: ${({ theme }) => theme.colors.textOnDark};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space['2xl']} ${theme.space.lg}`};
  }
`;

export const HeroInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};

    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

/** Beside the intro: the way for an owner or agent to post a listing. */
export const PostLink = styled.a`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

export const SearchInput = styled.input`
  width: 100%;
  max-width: 640px;
  min-height: 52px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: none;
  }
`;

export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.up('sm')} {
    grid-template-columns: 240px minmax(0, 1fr);
  }

  ${media.up('lg')} {
    grid-template-columns: 270px minmax(0, 1fr);
  }
`;

/** The side panel exists only from 640 px; below, the drawer carries the same filters. */
export const Sidebar = styled.aside`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  ${media.down('sm')} {
    display: none;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
  }
`;

export const DrawerToggle = styled.div`
  ${media.up('sm')} {
    display: none;
  }
`;

/** A heading for screen readers between the page's h1 and the filters' and cards' h3s. */
export const SectionHeading = styled.h2`
  ${visuallyHidden}
`;

/** Buy and Rent, above the search: two pressed-or-not buttons joined as one control. */
export const Purposes = styled.div`
  display: inline-flex;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.14);

  button {
    min-width: 96px;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: none;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: #fff;
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
