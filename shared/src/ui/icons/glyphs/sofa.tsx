import { createIcon } from '../create-icon';

export const SofaIcon = /* @__PURE__ */ createIcon(
  'SofaIcon',
  <>
    <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
    <path d="M3 13a2 2 0 0 1 4 0v1h10v-1a2 2 0 0 1 4 0v5H3z" />
    <path d="M5 18v2M19 18v2" />
  </>,
);
