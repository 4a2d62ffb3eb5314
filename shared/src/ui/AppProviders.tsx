// Everything a page of any app needs above it: the jotai store (the shared default one unless a
// test passes a fresh store), the theme, global styles and the toast container. The shell uses it,
// and so does each remote's standalone bootstrap.
import type { ReactNode } from 'react';
import { Provider, getDefaultStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { AppToastContainer } from './AppToastContainer';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

type JotaiStore = ReturnType<typeof getDefaultStore>;

export interface AppProvidersProps {
  children: ReactNode;
  /** A jotai store; defaults to jotai's default store so every app on the page shares one. */
  store?: JotaiStore;
}

export function AppProviders({ children, store }: AppProvidersProps) {
  return (
    <Provider store={store ?? getDefaultStore()}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AppToastContainer />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
