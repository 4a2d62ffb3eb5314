import { preloadCurrentRemote } from './federation/early-preload';
import { startClientEvents } from './health/client-events';

// The current page's remote downloads beside the shell's own scripts, not after them.
preloadCurrentRemote();
// Real-user health from the first script on: the landing view, and any error of the start-up.
startClientEvents();
// Async boundary: shared singletons are negotiated before any module that uses them runs. Its
// chunk's name is the one index.html preloads (build-tools/preload-start-chunks.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
