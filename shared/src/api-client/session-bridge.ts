// The api client needs the session's token and must clear the session on a 401, but the session
// module imports the client (logout): a registered bridge breaks that cycle. The bridge lives on
// globalThis under a registered symbol so that it is one for the page even when two bundled
// copies of this module exist (a federated remote and the shell).

export interface SessionBridge {
  /** The current bearer token, if someone is logged in. */
  getToken: () => string | null | undefined;
  /** Called when the server answered 401 to a request that carried a token. */
  onUnauthorized: () => void;
}

const BRIDGE_KEY = Symbol.for('@marketplace/shared/api-client#session-bridge');

type BridgeHolder = { [BRIDGE_KEY]?: SessionBridge };

/** Registers the session bridge; returns a function that removes it again (if still current). */
export function registerSessionBridge(bridge: SessionBridge): () => void {
  const holder = globalThis as BridgeHolder;
  holder[BRIDGE_KEY] = bridge;
  return () => {
    if (holder[BRIDGE_KEY] === bridge) delete holder[BRIDGE_KEY];
  };
}

export function getSessionBridge(): SessionBridge | undefined {
  return (globalThis as BridgeHolder)[BRIDGE_KEY];
}
