import { createIcon } from '../create-icon';

export const DownloadIcon = /* @__PURE__ */ createIcon(
  'DownloadIcon',
  <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16" />,
);
