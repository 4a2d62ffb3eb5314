import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import type { HeroSlide } from '@marketplace/shared/contracts-catalogue';
import { media } from '@marketplace/shared/ui';
import { CataloguePicture } from './CataloguePicture';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The hero's band: the slide's picture behind, its words in front. */
export const HeroRegion = styled.section`
  position: relative;
  min-height: 440px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDark};

  ${media.up('md')} {
    min-height: 560px;
  }
`;

const Backdrop = styled.div`
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

interface HeroSlideViewProps {
  slide: HeroSlide;
  /** The first slide is the home page's largest picture: asked for first. */
  priority?: boolean;
  /** Set on the slide's picture (the slider names it 'slide N of M'). */
  pictureLabel?: string;
  /** Announce the words when they change (the visitor moved the slider). */
  announce?: boolean;
  actions?: ReactNode;
}

/** One slide of the home hero: its picture, title, subtitle and the hero's buttons. */
export function HeroSlideView({
  slide,
  priority = false,
  pictureLabel,
  announce = false,
  actions,
}: HeroSlideViewProps) {
  return (
    <>
      <Backdrop key={slide.key} role="group" aria-roledescription="slide" aria-label={pictureLabel}>
        <CataloguePicture
          src={slide.picture}
          alt={slide.alt}
          width={1200}
          height={750}
          sizes="100vw"
          fetchPriority={priority ? 'high' : 'auto'}
          fallback={null}
        />
      </Backdrop>
      <Copy aria-live={announce ? 'polite' : 'off'}>
        <p>{slide.title}</p>
        <p>{slide.subtitle}</p>
        {actions ? <Actions>{actions}</Actions> : null}
      </Copy>
    </>
  );
}
