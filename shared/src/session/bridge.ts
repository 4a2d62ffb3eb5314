// Connects the api client to the session: requests carry the session's token, and a 401 to such
// a request clears the session. The bridge reads the jotai store the apps render with — jotai's
// default store, which AppProviders uses unless given another one; an app (or a test) rendering
// with its own store binds it here.
import { getDefaultStore } from 'jotai';
import { registerSessionBridge } from '@marketplace/shared/api-client';
import { authAtom, clearSessionAtom } from './atoms';

type JotaiStore = ReturnType<typeof getDefaultStore>;

let boundStore: JotaiStore | null = null;
const currentStore = () => boundStore ?? getDefaultStore();

registerSessionBridge({
  getToken: () => currentStore().get(authAtom).token,
  onUnauthorized: () => currentStore().set(clearSessionAtom),
});

/** Makes the api client use `store`'s session; returns a function restoring the default store. */
export function bindSessionStore(store: JotaiStore): () => void {
  boundStore = store;
  return () => {
    if (boundStore === store) boundStore = null;
  };
}
