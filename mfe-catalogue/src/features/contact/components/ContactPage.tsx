import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS, mapsSearchLink, paths, telLink } from '@marketplace/shared/config';
import {
  Button,
  PageContainer,
  PageHeading,
  media,
  useMessages,
  useSiteConfig,
} from '@marketplace/shared/ui';
import mapIllustration from '../../../assets/contact/map.svg';
import { contactCatalogue } from '../catalogue';
import { FAQ_SECTION_HASH } from '../messages';
import { ContactCards } from './ContactCards';
import { ContactForm } from './ContactForm';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;
`;

const Panel = styled.section<{ $dark?: boolean }>`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $dark }) => ($dark ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $dark }) => ($dark ? theme.colors.textOnDark : theme.colors.text)};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme, $dark }) => ($dark ? theme.colors.accent : theme.colors.primary)};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Hotline = styled.a`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

/** /contact: cards, the message form, a map, the emergency hotline and a way to the FAQs. */
export default function ContactPage() {
  const site = useSiteConfig();
  const M = useMessages(contactCatalogue);
  return (
    <PageContainer>
      <PageHeading>{M.heading}</PageHeading>
      <p>{M.intro}</p>
      <ContactCards />
      <Columns>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{M.formHeading}</h2>
          <ContactForm />
        </section>
        <Aside aria-label={M.moreWays}>
          <Panel aria-labelledby="contact-map-heading">
            <h2 id="contact-map-heading">{M.mapHeading}</h2>
            <img
              src={mapIllustration}
              alt={M.mapAlt(site.address)}
              width={400}
              height={260}
              loading="lazy"
            />
            <a href={mapsSearchLink(site.mapsQuery)} target="_blank" rel="noopener noreferrer">
              {M.openInMaps}
            </a>
          </Panel>
          <Panel $dark aria-labelledby="contact-emergency-heading">
            <h2 id="contact-emergency-heading">
              {M.emergencyHeading} ({BUSINESS.emergencyAvailability})
            </h2>
            <p>{M.emergencyBody}</p>
            <Hotline href={telLink(site.emergencyPhone)}>{site.emergencyPhone}</Hotline>
          </Panel>
          <Panel aria-labelledby="contact-faq-heading">
            <h2 id="contact-faq-heading">{M.faqHeading}</h2>
            <p>{M.faqBody}</p>
            <Button
              as={Link}
              to={{ pathname: paths.home(), hash: FAQ_SECTION_HASH }}
              variant="ghost"
            >
              {M.viewFaqs}
            </Button>
          </Panel>
        </Aside>
      </Columns>
    </PageContainer>
  );
}
