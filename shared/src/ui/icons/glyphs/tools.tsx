import { createIcon } from '../create-icon';

/** A hammer and spanner crossed: general repairs, carpentry. */
export const ToolsIcon = /* @__PURE__ */ createIcon(
  'ToolsIcon',
  <>
    <path d="m4 20 8-8M9.5 4.5l4-1 3 3-1 4-2-2-2 2-2-2 2-2z" />
    <path d="m20 20-7.5-7.5M5 4l3 3M3.5 5.5l3-3" />
  </>,
);
