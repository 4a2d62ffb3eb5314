// Closing a form that holds changes (Escape, a click outside it, the close or Cancel button) asks
// first, so a slip of the hand does not throw the typing and the chosen pictures away; a form
// with no changes closes at once.
import { useState } from 'react';

export interface CloseGuard {
  /** Closes now, or asks first when there are changes. */
  requestClose: () => void;
  /** Whether the question is showing. */
  asking: boolean;
  discard: () => void;
  keepEditing: () => void;
}

export function useCloseGuard(hasChanges: boolean, close: () => void): CloseGuard {
  const [asking, setAsking] = useState(false);
  return {
    requestClose: () => (hasChanges ? setAsking(true) : close()),
    asking,
    discard: () => {
      setAsking(false);
      close();
    },
    keepEditing: () => setAsking(false),
  };
}
