import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import './fail-on-console-error';
// Every jsdom test gets the strict fetch mock: a request no test declared fails it.
import './src/fetch-mock';
import { loadToastsLibrary } from '../shared/src/ui/toasts-library';
import { loadToastStylesheetWhenLinked } from './src/toast-stylesheet';

// react-router 7 needs TextEncoder at import time, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The toasts library comes after a page's first paint in the browser (shared/src/ui/
// toasts-library.ts). Here it is in from the start: its arrival would otherwise re-render the toast
// container outside act() at a moment no test chose. The tests of that arrival forget it first.
// Not in a file that asks for the node environment: there is no page to link its stylesheet in.
beforeAll(async () => {
  if (typeof document !== 'undefined') await loadToastsLibrary();
});

// jsdom loads no stylesheet; toasts wait for theirs (test-support/src/toast-stylesheet.ts).
loadToastStylesheetWhenLinked();
