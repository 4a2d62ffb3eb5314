import styled from 'styled-components';
import { BUSINESS_HOURS, mailtoLink, telLink } from '@marketplace/shared/config';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@marketplace/shared/icons';
import { useMessages, useSiteConfig } from '@marketplace/shared/ui';
import { contactCatalogue } from '../catalogue';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.lg};
  }

  li > svg {
    color: ${({ theme }) => theme.colors.accentText};
  }

  h2 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

/** Phone, e-mail, the Jabalpur address and business hours (docs/product/catalogue.md "Contact"). */
export function ContactCards() {
  const site = useSiteConfig();
  const t = useMessages(contactCatalogue);
  return (
    <Cards aria-label={t.howToReach}>
      <li>
        <PhoneIcon size="1.75rem" />
        <h2>{t.phoneHeading}</h2>
        <a href={telLink(site.phone)}>{site.phone}</a>
      </li>
      <li>
        <MailIcon size="1.75rem" />
        <h2>{t.emailHeading}</h2>
        <a href={mailtoLink(site.email)}>{site.email}</a>
      </li>
      <li>
        <MapPinIcon size="1.75rem" />
        <h2>{t.addressHeading}</h2>
        <address style={{ fontStyle: 'normal' }}>{site.address}</address>
      </li>
      <li>
        <ClockIcon size="1.75rem" />
        <h2>{t.hoursHeading}</h2>
        {BUSINESS_HOURS.map((slot) => (
          <p key={slot.days}>
            {t.days[slot.days]}: {t.hours[slot.hours]}
          </p>
        ))}
      </li>
    </Cards>
  );
}
