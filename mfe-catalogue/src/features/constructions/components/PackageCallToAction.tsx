import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ConstructionPackage } from '@marketplace/shared/contracts-catalogue';
import { mailtoLink, paths, telLink, whatsappLink } from '@marketplace/shared/config';
import { Button, useMessages, useSiteConfig } from '@marketplace/shared/ui';
import { WhatsAppButton } from '../../../components/ExternalContactLinks';
import { PriceAction } from '../../../components/price-action/PriceAction';
import { constructionCatalogue } from '../catalogue';
import { packageQuoteText } from '../messages';
import { Actions, Hero, HeroInner } from './layout';

const ContactCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.primaryHover};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: italic;
`;

/** Closing call to action: WhatsApp quote, compare packages and the contact cards. */
export function PackageCallToAction({ pkg }: { pkg: ConstructionPackage }) {
  const M = useMessages(constructionCatalogue);
  const site = useSiteConfig();
  const whatsapp = site.whatsapp.constructionInterior;
  return (
    <Hero aria-labelledby="package-cta-heading">
      <HeroInner>
        <div>
          <h2 id="package-cta-heading">{M.ctaHeading}</h2>
          <p>{M.ctaBody}</p>
          <Actions>
            <PriceAction item={{ ...pkg, kind: 'package' }} size="lg" />
            <WhatsAppButton text={packageQuoteText(pkg)} line="constructionInterior">
              {M.getQuote}
            </WhatsAppButton>
            <Button as={Link} to={paths.constructions()} variant="secondary" size="lg">
              {M.compareOther}
            </Button>
          </Actions>
          <Note>{M.pricingNote}</Note>
        </div>
        <ContactCards aria-label="Contact us">
          <li>
            Call us: <a href={telLink(site.phone)}>{site.phone}</a>
          </li>
          <li>
            WhatsApp:{' '}
            <a href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer">
              {whatsapp}
            </a>
          </li>
          <li>
            E-mail: <a href={mailtoLink(site.email)}>{site.email}</a>
          </li>
        </ContactCards>
      </HeroInner>
    </Hero>
  );
}
