// Which components React rendered, as React DevTools learns it: react-dom reports every commit
// to a global hook, when one exists as it loads. <Profiler> cannot tell: it misses a render
// caused by a context change (React propagates those lazily, after the Profiler has decided).
// Import this module before anything that loads react-dom (the test's first import).
import type { ComponentType } from 'react';

interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  flags: number;
}

// React's fiber flag for "the component's function ran and its output was used".
const PERFORMED_WORK = 1;

let watched: unknown = null;
let rendered: string[] = [];
// The fibers of the last commit: a fiber React did not visit in a commit stays the same object,
// one it visited is the other of its two copies.
let lastTree = new Set<Fiber>();

function nameOf(type: unknown): string {
  if (typeof type === 'string') return type;
  const named = type as { displayName?: string; name?: string; type?: unknown; render?: unknown };
  return (
    named.displayName ?? named.name ?? (named.type ? nameOf(named.type) : nameOf(named.render))
  );
}

function onCommit(root: Fiber) {
  const tree = new Set<Fiber>();
  const visit = (fiber: Fiber | null, inside: boolean) => {
    for (let node = fiber; node; node = node.sibling) {
      tree.add(node);
      const within = inside || node.type === watched;
      const isComponent = typeof node.type === 'function' || typeof node.type === 'object';
      if (within && isComponent && !lastTree.has(node) && node.flags & PERFORMED_WORK) {
        rendered.push(nameOf(node.type));
      }
      visit(node.child, within);
    }
  };
  visit(root, false);
  lastTree = tree;
}

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => onCommit(root.current),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onScheduleFiberRoot: () => undefined,
  },
});

/**
 * The components rendered inside every `component` on the page while `act` runs (React's own
 * act or a testing-library event), `component` included, by name, in render order.
 */
export async function rendersInside(
  component: ComponentType<never>,
  act: () => unknown,
): Promise<string[]> {
  watched = component;
  rendered = [];
  try {
    await act();
    return rendered;
  } finally {
    watched = null;
  }
}
