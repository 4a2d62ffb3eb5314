import styled, { css } from 'styled-components';
import { focusRing } from '@marketplace/shared/ui';

/** `onDark`: over a photo (the active dot grows); `onLight`: on the page background. */
type CarouselDotsTone = 'onDark' | 'onLight';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

// A 24px hit area around a small drawn dot, so the dots stay easy to tap.
const Dot = styled.button<{ $active: boolean; $tone: CarouselDotsTone }>`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    margin: auto;
    border-radius: 50%;
    ${({ theme, $active, $tone }) =>
      $tone === 'onDark'
        ? css`
            width: ${$active ? '14px' : '10px'};
            height: ${$active ? '14px' : '10px'};
            background: ${$active ? theme.colors.accent : 'rgba(255,255,255,0.6)'};
          `
        : css`
            width: 10px;
            height: 10px;
            background: ${$active ? theme.colors.accent : theme.colors.border};
          `}
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export interface CarouselDotsProps {
  count: number;
  current: number;
  /** Accessible name of the dot for position `n` (1-based). */
  labelFor: (n: number) => string;
  onSelect: (index: number) => void;
  tone: CarouselDotsTone;
  className?: string;
}

/** One button per carousel position; the current one is marked with aria-current. */
export function CarouselDots({
  count,
  current,
  labelFor,
  onSelect,
  tone,
  className,
}: CarouselDotsProps) {
  return (
    <Row className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Dot
          key={i}
          type="button"
          $tone={tone}
          $active={i === current}
          aria-label={labelFor(i + 1)}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onSelect(i)}
        />
      ))}
    </Row>
  );
}
