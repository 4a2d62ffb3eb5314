import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { HeroRegion, HeroSlideView } from '@marketplace/shared/catalogue-cards';
import type { HeroSlide } from '@marketplace/shared/contracts-catalogue';
import { focusRing, useMessages } from '@marketplace/shared/ui';
import { PauseIcon, PlayIcon } from '@marketplace/shared/icons';
import { CarouselDots } from '../../../components/CarouselDots';
import { useIsWideScreen } from '../hooks/use-viewport';
import { HERO_INTERVAL_MS } from '../messages';
import { homeCatalogue } from '../catalogue';

const Controls = styled.div`
  position: absolute;
  z-index: 2;
  left: 0;
  right: 0;
  bottom: ${({ theme }) => theme.space.md};
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: rgba(255, 255, 255, 0.18);
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  &:hover {
    background: rgba(255, 255, 255, 0.3);
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export interface HeroSliderProps {
  slides: readonly HeroSlide[];
  /** The hero's call-to-action buttons, shown on every slide. */
  actions?: ReactNode;
}

/** Auto-advancing hero (every 5 s, wrapping) with previous, next, dots and a pause button. */
export function HeroSlider({ slides, actions }: HeroSliderProps) {
  const t = useMessages(homeCatalogue);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  // Spec: the dots are hidden on small screens (below 640 px).
  const showDots = useIsWideScreen();

  useEffect(() => {
    if (paused || count < 2) return;
    // Re-armed on every change of slide, so a manual move also restarts the 5 s wait.
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const slide = slides[index];
  if (!slide) return null;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <HeroRegion aria-roledescription="carousel" aria-label={t.heroLabel}>
      {/* Announce slide changes only when the visitor drives them, not every 5 s. */}
      <HeroSlideView
        slide={slide}
        priority={index === 0}
        pictureLabel={t.slideOf(index + 1, count)}
        announce={paused}
        actions={actions}
      />
      <Controls>
        <RoundButton type="button" aria-label={t.previousSlide} onClick={() => go(index - 1)}>
          ‹
        </RoundButton>
        {showDots ? (
          <CarouselDots
            tone="onDark"
            count={count}
            current={index}
            labelFor={t.goToSlide}
            onSelect={go}
          />
        ) : null}
        <RoundButton type="button" aria-label={t.nextSlide} onClick={() => go(index + 1)}>
          ›
        </RoundButton>
        <RoundButton
          type="button"
          aria-label={paused ? t.play : t.pause}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </RoundButton>
      </Controls>
    </HeroRegion>
  );
}
