import { css } from 'styled-components';
import { focusRing } from '@marketplace/shared/ui';

/** A one-line text field of this remote's small forms: a finger's height, the focus ring. */
export const textInput = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;

  &:focus-visible {
    ${focusRing}
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
