// jsdom fetches no stylesheet, so a linked one never fires `load`, and toasts wait for theirs
// (shared/src/ui/toast-stylesheet.ts): no toast would be shown. The jsdom setup makes the toasts'
// stylesheet load as soon as it is linked; a test of that wait holds it back and settles it itself.
let holding = false;

/** From now on the toasts' stylesheet loads as soon as it is linked, unless a test holds it. */
export function loadToastStylesheetWhenLinked(): void {
  // A test file may ask for the node environment (`@jest-environment node`): no document.
  if (typeof document === 'undefined') return;
  new MutationObserver((records) => {
    if (holding) return;
    for (const { addedNodes } of records) {
      for (const node of Array.from(addedNodes)) {
        if (node instanceof HTMLLinkElement && node.hasAttribute('data-toast-stylesheet')) {
          node.dispatchEvent(new Event('load'));
        }
      }
    }
  }).observe(document.head, { childList: true });
  afterEach(() => {
    holding = false;
  });
}

/**
 * Until the test ends the toasts' stylesheet does not load by itself; returns a function that
 * sends the linked one's `load` or `error` event.
 */
export function holdToastStylesheet(): (event: 'load' | 'error') => void {
  holding = true;
  return (event) => {
    const link = document.head.querySelector('link[data-toast-stylesheet]');
    if (!link) throw new Error('The toasts stylesheet is not linked');
    link.dispatchEvent(new Event(event));
  };
}
