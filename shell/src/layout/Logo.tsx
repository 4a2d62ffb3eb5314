import { useState } from 'react';
import styled from 'styled-components';
import { focusRing, PathLink, useMessages } from '@marketplace/shared/ui';
import { paths } from '@marketplace/shared/config';
import logoUrl from '../assets/logo.svg';
import fallbackUrl from '../assets/logo-fallback.svg';
import { layoutCatalogue } from './catalogue';

const HomeLink = styled(PathLink)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    ${focusRing}
  }

  img {
    display: block;
    width: 150px;
    height: auto;
  }
`;

export interface LogoProps {
  src?: string;
  fallbackSrc?: string;
}

/** The logo linking home; a logo that fails to load is replaced by the placeholder image. */
export function Logo({ src = logoUrl, fallbackSrc = fallbackUrl }: LogoProps) {
  const t = useMessages(layoutCatalogue);
  const [failed, setFailed] = useState(false);
  return (
    <HomeLink to={paths.home()}>
      <img
        src={failed ? fallbackSrc : src}
        alt={t.logoAlt}
        width={180}
        height={40}
        onError={() => setFailed(true)}
      />
    </HomeLink>
  );
}
