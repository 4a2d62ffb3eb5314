// Tests only: a store whose language is Hindi, with every catalogue imported so far downloaded,
// so the admin page renders in Hindi at once (as after the switch) instead of suspending.
import { createStore } from 'jotai';
import { languageAtom, loadCatalogues } from '@marketplace/shared/ui';

export async function hindiStore() {
  await loadCatalogues('hi');
  const store = createStore();
  store.set(languageAtom, 'hi');
  return store;
}
