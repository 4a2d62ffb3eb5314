import { createIcon } from '../create-icon';

/**
 * WhatsApp's mark as people recognise it: a round speech bubble with its tail at the lower left
 * and a handset inside. Drawn for this site as one filled shape (the handset is cut out).
 */
export const WhatsAppIcon = /* @__PURE__ */ createIcon(
  'WhatsAppIcon',
  <path
    fillRule="evenodd"
    d="M12 2.2a9.8 9.8 0 0 0-8.5 14.7L2.2 21.8l5-1.3A9.8 9.8 0 1 0 12 2.2zm0 1.8a8 8 0 1 1-4.1 14.9l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 0 1 12 4zM8.9 7.3c-.3 0-.7.1-1 .5-.4.4-1.2 1.2-1.2 2.9s1.3 3.4 1.4 3.6c.2.2 2.5 3.9 6.2 5.3 3 1.2 3.6.9 4.3.9.7-.1 2.1-.9 2.4-1.7.3-.8.3-1.5.2-1.7l-.7-.4-2.3-1.1c-.3-.1-.6-.2-.8.2l-1 1.3c-.2.2-.4.3-.8.1-.3-.2-1.4-.5-2.7-1.7-1-.9-1.6-2-1.8-2.3-.2-.4 0-.6.1-.7l.6-.7.4-.6v-.6l-1.1-2.6c-.3-.7-.6-.6-.8-.6h-.6z"
  />,
  true,
);
