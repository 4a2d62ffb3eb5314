import { preloadCurrentRemote } from './federation/early-preload';
import { startClientEvents } from './health/client-events';

// The current page's remote downloads beside the shell's own scripts, not after them.
preloadCurrentRemote();
// So do the shell's texts of a page in Hindi (its inline script set the language): the header
// would otherwise ask for them only once it first renders. The catalogues then find them loaded.
if (document.documentElement.lang === 'hi')
  void import(/* webpackChunkName: "hi" */ './layout/messages.hi');
// Real-user health from the first script on: the landing view, and any error of the start-up.
startClientEvents();
// Async boundary: shared singletons are negotiated before any module that uses them runs. Its
// chunk's name is the one index.html preloads (build-tools/preload-start-chunks.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
