// Type-only: brings the DefaultTheme augmentation to every app that imports the ui module.
import type {} from './styled.d';
// The brand theme, the few primitives every app uses, toast helpers and the providers.
export { theme, media, focusRing, visuallyHidden, type AppTheme, type Breakpoint } from './theme';
export { GlobalStyle } from './global-style';
export {
  Button,
  buttonLook,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export { PageRoutes } from './PageRoutes';
export {
  PathLink,
  PathNavigationProvider,
  pathLink,
  usePathNavigation,
  type PathLinkProps,
} from './path-navigation';
export { PageContainer, PageHeading } from './PageContainer';
export { useHoldWhileLargestLoads, useMayLoadAfterLargest, WAITING_LOOK } from './largest-picture';
export { notify } from './notify';
export { AppToastContainer } from './AppToastContainer';
export { AppProviders, type AppProvidersProps } from './AppProviders';
export { siteConfigAtom, useSiteConfig } from './site-config';
export { useMediaQuery } from './use-media-query';
export { whenIdle } from './when-idle';
export {
  defineCatalogue,
  isLanguage,
  languageAtom,
  LANGUAGES,
  loadCatalogues,
  useLanguage,
  useMessages,
  type Catalogue,
  type Language,
  type Translation,
} from './i18n';
