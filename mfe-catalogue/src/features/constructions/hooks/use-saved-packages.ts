import { useEffect } from 'react';
import type { ConstructionPackage } from '@marketplace/shared/contracts-catalogue';
import { CONSTRUCTION_MESSAGES, PACKAGES_STORAGE_KEY } from '../messages';

/**
 * Keeps a copy of the packages in local storage (docs/product/catalogue.md "Construction packages"). Storage can be full, disabled or
 * blocked (private mode, a sandboxed frame), so a failure is only a warning: the page works without.
 */
function savePackages(packages: readonly ConstructionPackage[]): void {
  try {
    window.localStorage.setItem(PACKAGES_STORAGE_KEY, JSON.stringify(packages));
  } catch (error) {
    console.warn(CONSTRUCTION_MESSAGES.storageWarning, error);
  }
}

export function useSavedPackages(packages: readonly ConstructionPackage[]): void {
  useEffect(() => {
    savePackages(packages);
  }, [packages]);
}
