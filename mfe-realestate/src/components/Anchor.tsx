import type { ComponentPropsWithoutRef } from 'react';

/** A plain <a>, so the shared Button can render tel:, mailto: and outbound links (`as={Anchor}`). */
export function Anchor({ children, ...props }: ComponentPropsWithoutRef<'a'>) {
  return <a {...props}>{children}</a>;
}
