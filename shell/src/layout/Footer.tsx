// The site footer: brand and tagline, contact lines, the Services, Company and Legal link columns
// and the spec's copyright line.
import styled from 'styled-components';
import { BUSINESS, FOOTER_COLUMNS, mailtoLink, telLink } from '@marketplace/shared/config';
import { MailIcon, MapPinIcon, PhoneIcon } from '@marketplace/shared/icons';
import { focusRing, media, PathLink, useMessages, useSiteConfig } from '@marketplace/shared/ui';
import { layoutCatalogue } from './catalogue';

const FooterBar = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space['2xl']} ${theme.space.md}`};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  p {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const BrandName = styled.p`
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-style: italic;
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0.05em;
  text-transform: uppercase;
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const FooterLink = styled(PathLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

const ContactLink = styled.a`
  color: ${({ theme }) => theme.colors.textOnDark};

  &:focus-visible {
    ${focusRing}
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

/** One contact detail with its icon; the address keeps the text style of the lines around it. */
const ContactLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  & > svg {
    margin-top: 0.2em;
    color: ${({ theme }) => theme.colors.accent};
  }

  address {
    font-style: normal;
  }
`;

export function Footer() {
  const t = useMessages(layoutCatalogue);
  const site = useSiteConfig();
  return (
    <FooterBar>
      <Inner>
        <Brand>
          <BrandName>{BUSINESS.name}</BrandName>
          <Tagline>{t.tagline}</Tagline>
          <p>{t.footerAbout}</p>
          <ContactLine>
            <PhoneIcon />
            <ContactLink href={telLink(site.phone)}>{site.phone}</ContactLink>
          </ContactLine>
          <ContactLine>
            <MailIcon />
            <ContactLink href={mailtoLink(site.email)}>{site.email}</ContactLink>
          </ContactLine>
          <ContactLine>
            <MapPinIcon />
            <address>{site.address}</address>
          </ContactLine>
        </Brand>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t.linkLabels[column.title] ?? column.title}>
            <ColumnTitle>{t.linkLabels[column.title] ?? column.title}</ColumnTitle>
            <LinkList>
              {column.links.map((link) => (
                <li key={link.path}>
                  <FooterLink to={link.path}>{t.linkLabels[link.label] ?? link.label}</FooterLink>
                </li>
              ))}
            </LinkList>
          </nav>
        ))}
      </Inner>
      <Bottom>
        <p>{t.copyright}</p>
      </Bottom>
    </FooterBar>
  );
}
