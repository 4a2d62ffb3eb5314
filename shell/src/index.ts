import { preloadCurrentRemote } from './federation/early-preload';

// The current page's remote downloads beside the shell's own scripts, not after them.
preloadCurrentRemote();
// Async boundary: shared singletons are negotiated before any module that uses them runs.
import('./bootstrap');
