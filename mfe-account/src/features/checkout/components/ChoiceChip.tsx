// A radio input drawn as a chip (dates, slots, saved addresses): native radios keep the arrow
// keys, the form semantics and the screen-reader announcements for free.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@marketplace/shared/ui';

const Chip = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.accentSoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
    text-decoration: line-through;
  }

  &:has(input:focus-visible) {
    ${focusRing}
  }

  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export function ChoiceChip({
  children,
  ...input
}: { children: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Chip>
      <input type="radio" {...input} />
      <span>{children}</span>
    </Chip>
  );
}

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
