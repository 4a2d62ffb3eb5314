import { useEffect, useState } from 'react';
import type { IconKey, IconSet } from '@marketplace/shared/icons';

let allIcons: IconSet | undefined;
let loadingAll: Promise<IconSet> | undefined;

/**
 * The page's own icon set (docs/decisions/icons-per-page.md: each page downloads only the icons
 * its content names), or every icon once content names one the set lacks: an editor can pick any
 * icon in the admin, and the page then downloads the full set rather than draw nothing.
 */
export function useIconsFor(pageIcons: IconSet, named: readonly IconKey[]): IconSet {
  const missing = named.some((key) => !(key in pageIcons));
  const [full, setFull] = useState(allIcons);
  useEffect(() => {
    if (!missing || full) return;
    loadingAll ??= import('@marketplace/shared/icons').then(
      (icons) => (allIcons = icons.ALL_ICONS),
    );
    let current = true;
    void loadingAll.then((icons) => {
      if (current) setFull(icons);
    });
    return () => {
      current = false;
    };
  }, [missing, full]);
  return missing && full ? full : pageIcons;
}
