/**
 * @jest-environment node
 */
// The bundler runtime the shell lends the remotes (build-tools/federation-sdk-provider.ts) and
// the stand-in a remote's build has in its place (federation-bundler-runtime-stand-in.ts): each
// remote gets the shell's functions in objects of its own, since those objects hold a container's
// share scopes and mappings (docs/decisions/federation-sdk-from-shell.md).
import { BUNDLER_RUNTIME, BUNDLER_RUNTIME_GLOBAL } from '../../build-tools/federation-globals';
import type { Federation } from '@module-federation/webpack-bundler-runtime';

const scope = globalThis as Record<string, unknown>;
const STAND_IN = '../../build-tools/federation-bundler-runtime-stand-in';
const PROVIDER = '../../build-tools/federation-sdk-provider';

/**
 * The provider as the shell's build runs it: Module Federation defines FEDERATION_HAS_EXPOSES
 * false there (the shell exposes nothing), which leaves `initContainerEntry` out of the shell's
 * own bundler runtime.
 */
function lendAsTheShellDoes(): void {
  scope.FEDERATION_HAS_EXPOSES = false;
  jest.isolateModules(() => {
    const provide =
      jest.requireActual<typeof import('../../build-tools/federation-sdk-provider')>(
        PROVIDER,
      ).default;
    provide({ [BUNDLER_RUNTIME]: BUNDLER_RUNTIME_GLOBAL });
  });
  delete scope.FEDERATION_HAS_EXPOSES;
}

/** The stand-in as one more remote's build runs it: a module of its own. */
function loadInAnotherContainer(): Federation {
  let federation: Federation | undefined;
  jest.isolateModules(() => {
    federation = jest.requireActual<{ default: Federation }>(STAND_IN).default;
  });
  return federation!;
}

afterEach(() => {
  delete scope[BUNDLER_RUNTIME_GLOBAL];
});

test('the shell lends its bundler functions, with the one a container needs to be loaded', () => {
  lendAsTheShellDoes();
  const lent = scope[BUNDLER_RUNTIME_GLOBAL] as Pick<Federation, 'bundlerRuntime'>;
  for (const fn of ['consumes', 'I', 'installInitialConsumes', 'init', 'initContainerEntry']) {
    expect(typeof lent.bundlerRuntime?.[fn as keyof Federation['bundlerRuntime']]).toBe('function');
  }
});

test("each remote gets the shell's functions in objects of its own", () => {
  lendAsTheShellDoes();
  const first = loadInAnotherContainer();
  const second = loadInAnotherContainer();

  expect(first.bundlerRuntime?.consumes).toBe(second.bundlerRuntime?.consumes);
  expect(first.bundlerRuntime?.initContainerEntry).toBe(second.bundlerRuntime?.initContainerEntry);
  // The state the federation runtime module writes into them, per container.
  expect(first.bundlerRuntime).not.toBe(second.bundlerRuntime);
  expect(first.bundlerRuntime?.S).not.toBe(second.bundlerRuntime?.S);
  expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
  expect(first.instance).toBeUndefined();
  expect(typeof first.runtime?.init).toBe('function');
});

test('a remote loaded by a shell that lends nothing says what to deploy', () => {
  expect(() => loadInAnotherContainer()).toThrow(/deploy the shell of the same release first/);
});
