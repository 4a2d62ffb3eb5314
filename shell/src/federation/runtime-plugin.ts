// A federation runtime plugin: every failure to load a remote is reported once, with the remote
// and the step that failed, so an operator reading the console knows which deploy is broken.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function remoteFailureReporter(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-remote-failure-reporter',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] loading "${id}" failed at ${lifecycle}: ${reason}`);
      // Returning nothing lets the error continue to the shell's retry and error boundary.
      return undefined;
    },
  };
}
