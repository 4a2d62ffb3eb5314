// The page's own header strip and footer: the spec puts the phone number and the contact e-mail
// in both, and the footer lists the services and styles.
import styled from 'styled-components';
import { INTERIOR_CATEGORIES } from '@marketplace/shared/contracts-catalogue';
import { interiorCatalogue } from '../catalogue';
import { INTERIOR_STYLE_CHIPS } from '../messages';
import { mailtoLink, telLink } from '@marketplace/shared/config';
import { media, useSiteConfig, useMessages } from '@marketplace/shared/ui';

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.accentSoft};

  /* 24 px tall at least: a floating button can cover part of a link when it scrolls by (WCAG 2.5.8). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function InteriorContactStrip() {
  const site = useSiteConfig();
  const M = useMessages(interiorCatalogue);
  return (
    <Strip>
      <span>
        {M.callLabel} <a href={telLink(site.phone)}>{site.phone}</a>
      </span>
      <span>
        {M.emailLabel} <a href={mailtoLink(site.email)}>{site.email}</a>
      </span>
    </Strip>
  );
}

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textOnDark};
  background: ${({ theme }) => theme.colors.primary};

  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space['2xl']}`};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.accent};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

export function InteriorFooter() {
  const M = useMessages(interiorCatalogue);
  const site = useSiteConfig();
  return (
    <Footer aria-label={M.footerLabel}>
      <div>
        <h2>{M.footerServices}</h2>
        <ul>
          {INTERIOR_CATEGORIES.map((category) => (
            <li key={category.name}>{M.categoryDesign(M.categoryName(category.name))}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2>{M.footerStyles}</h2>
        <ul>
          {INTERIOR_STYLE_CHIPS.map((chip) => (
            <li key={chip.name}>{M.styles[chip.name]}</li>
          ))}
        </ul>
      </div>
      <div>
        <h2>{M.footerContact}</h2>
        <ul>
          <li>
            <a href={telLink(site.phone)}>{site.phone}</a>
          </li>
          <li>
            <a href={mailtoLink(site.email)}>{site.email}</a>
          </li>
          <li>{site.address}</li>
        </ul>
      </div>
    </Footer>
  );
}
