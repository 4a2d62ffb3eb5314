import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from './theme';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Circle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 4px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Label = styled.span`
  ${visuallyHidden}
`;

export interface SpinnerProps {
  /**
   * What is loading, read out by screen readers: from the caller's catalogue, so it is in the
   * page's language and the shared UI carries no texts of its own.
   */
  label: string;
  size?: number;
  className?: string;
}

/** A loading indicator announced politely as a status, named by its label. */
export function Spinner({ label, size = 40, className }: SpinnerProps) {
  return (
    <Wrapper role="status" aria-live="polite" aria-label={label} className={className}>
      <Circle $size={size} aria-hidden="true" />
      <Label>{label}</Label>
    </Wrapper>
  );
}
