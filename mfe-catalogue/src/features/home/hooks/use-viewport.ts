import { useEffect, useState } from 'react';
import { theme } from '@marketplace/shared/ui';

/** docs/product/catalogue.md "Home": 4 cards from 1024 px, 3 from 768, 2 from 640, otherwise 1. */
export function visibleCountFor(width: number): number {
  const { lg, md, sm } = theme.breakpoints;
  if (width >= lg) return 4;
  if (width >= md) return 3;
  if (width >= sm) return 2;
  return 1;
}

/** docs/product/site.md "Shared constants": the wide-screen breakpoint is 640 px. */
function isWideScreen(width: number): boolean {
  return width >= theme.breakpoints.sm;
}

/**
 * A value derived from the window width, kept up to date on resize. Only the derived value is
 * stored, so resizing within one band does not re-render. `derive` must be a stable function.
 */
function useWindowWidthValue<T>(derive: (width: number) => T): T {
  const [value, setValue] = useState(() => derive(window.innerWidth));
  useEffect(() => {
    const onResize = () => setValue(derive(window.innerWidth));
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [derive]);
  return value;
}

/** How many carousel cards fit the window. */
export const useVisibleCount = (): number => useWindowWidthValue(visibleCountFor);

/** Whether the window is at least the spec's wide-screen width. */
export const useIsWideScreen = (): boolean => useWindowWidthValue(isWideScreen);
