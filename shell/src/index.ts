import { preloadCurrentRemote } from './federation/early-preload';

// The current page's remote downloads beside the shell's own scripts, not after them.
preloadCurrentRemote();
// Async boundary: shared singletons are negotiated before any module that uses them runs. Its
// chunk's name is the one index.html preloads (build-tools/preload-start-chunks.ts).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
