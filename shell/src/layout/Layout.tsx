// The page frame around every route: skip link, header, the main region and the footer.
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSessionHydrated } from '@marketplace/shared/session';
import { focusRing, useMessages } from '@marketplace/shared/ui';
import { useLoginLanguage } from './account-language';
import { Footer } from './Footer';
import { Header } from './Header';
import { layoutCatalogue } from './catalogue';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// The main region alone fills the viewport below the header, so the footer starts below the fold
// before any remote's page arrives. Were it in view, a page arriving would push it down, the
// whole layout shift of a route (e2e/tests/layout-shift.test.ts). A page longer than the viewport
// grows the region.
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});

  &:focus {
    outline: none;
  }
`;

// Visible only when focused. It moves focus itself: a plain '#main' href would be read as a route
// by the hash router.
const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentContrast};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
    ${focusRing}
  }
`;

export function Layout({ children }: { children: ReactNode }) {
  const t = useMessages(layoutCatalogue);
  const mainRef = useRef<HTMLElement>(null);
  // Reading the flag starts the start-up check of a restored session (the current user is
  // fetched for a stored token), once, for the whole site.
  useSessionHydrated();
  useLoginLanguage();

  return (
    <Frame>
      <SkipLink
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t.skipToContent}
      </SkipLink>
      <Header />
      <Main id="main-content" ref={mainRef} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
    </Frame>
  );
}
