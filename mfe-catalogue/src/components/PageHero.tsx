import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@marketplace/shared/ui';

const Banner = styled.section`
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.primaryHover}
  );
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const Inner = styled.div<{ $withArt: boolean }>`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space['2xl']} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${media.up('md')} {
    grid-template-columns: ${({ $withArt }) =>
      $withArt ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 1fr)'};
    padding: ${({ theme }) => `${theme.space['3xl']} ${theme.space.lg}`};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const Subtitle = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Art = styled.div`
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  & img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Illustration beside the text (an <img> or CataloguePicture), above the fold. */
  art?: ReactNode;
}

/** The navy banner at the top of a catalogue page, carrying its one <h1>. */
export function PageHero({ eyebrow, title, subtitle, actions, art }: PageHeroProps) {
  return (
    <Banner>
      <Inner $withArt={Boolean(art)}>
        <div>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <Title>{title}</Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
          {actions ? <Actions>{actions}</Actions> : null}
        </div>
        {art ? <Art>{art}</Art> : null}
      </Inner>
    </Banner>
  );
}
