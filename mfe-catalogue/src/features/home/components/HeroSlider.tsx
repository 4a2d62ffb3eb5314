import { useEffect, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import type { HeroSlide } from '@marketplace/shared/catalogue';
import { focusRing, media } from '@marketplace/shared/ui';
import { PauseIcon, PlayIcon } from '@marketplace/shared/icons';
import { CarouselDots } from '../../../components/CarouselDots';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { useIsWideScreen } from '../hooks/use-viewport';
import { HOME_IMAGES } from '../images';
import { HERO_INTERVAL_MS, HOME_MESSAGES } from '../messages';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Region = styled.section`
  position: relative;
  min-height: 440px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${media.up('md')} {
    min-height: 560px;
  }
`;

const Slide = styled.div`
  position: absolute;
  inset: 0;
  animation: ${fadeIn} 600ms ease;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, rgba(15, 31, 61, 0.92) 0%, rgba(15, 31, 61, 0.35) 75%);
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Copy = styled.div`
  position: relative;
  z-index: 1;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space['3xl']} ${theme.space.xl} ${theme.space['2xl']}`};

  & > p:first-child {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};

    ${media.up('md')} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }

  & > p:nth-child(2) {
    max-width: 40ch;
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

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
    <Region aria-roledescription="carousel" aria-label={HOME_MESSAGES.heroLabel}>
      <Slide
        key={slide.id}
        role="group"
        aria-roledescription="slide"
        aria-label={HOME_MESSAGES.slideOf(index + 1, count)}
      >
        <ImageWithFallback
          src={HOME_IMAGES[slide.image]}
          alt={slide.alt}
          width={1200}
          height={750}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          fallback={null}
        />
      </Slide>
      {/* Announce slide changes only when the visitor drives them, not every 5 s. */}
      <Copy aria-live={paused ? 'polite' : 'off'}>
        <p>{slide.title}</p>
        <p>{slide.subtitle}</p>
        {actions ? <Actions>{actions}</Actions> : null}
      </Copy>
      <Controls>
        <RoundButton
          type="button"
          aria-label={HOME_MESSAGES.previousSlide}
          onClick={() => go(index - 1)}
        >
          ‹
        </RoundButton>
        {showDots ? (
          <CarouselDots
            tone="onDark"
            count={count}
            current={index}
            labelFor={HOME_MESSAGES.goToSlide}
            onSelect={go}
          />
        ) : null}
        <RoundButton
          type="button"
          aria-label={HOME_MESSAGES.nextSlide}
          onClick={() => go(index + 1)}
        >
          ›
        </RoundButton>
        <RoundButton
          type="button"
          aria-label={paused ? HOME_MESSAGES.play : HOME_MESSAGES.pause}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </RoundButton>
      </Controls>
    </Region>
  );
}
