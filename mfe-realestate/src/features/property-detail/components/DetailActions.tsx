// Contact agent (dialer for a phone-like value, a mail for an e-mail address, else the form),
// schedule visit (or why not), brochure download and view, and chat on WhatsApp.
import styled from 'styled-components';
import { mailtoLink, telLink, whatsappLink } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';
import { Button, useMessages, useSiteConfig } from '@marketplace/shared/ui';
import { Anchor } from '../../../components/Anchor';
import {
  CalendarIcon,
  ChatIcon,
  DownloadIcon,
  MailIcon,
  PhoneIcon,
} from '@marketplace/shared/icons';
import { cardCatalogue } from '../../../components/catalogue';
import { emailAddressOf, isPhoneLike } from '../../../lib/phone';
import { fetchBrochure } from '../../../components/property-actions';
import { detailCatalogue, type DetailTexts } from '../catalogue';
import { ShowPhone } from './ShowPhone';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface DetailActionsProps {
  property: Property;
  onContact: () => void;
  onSchedule: () => void;
}

/** Where Contact Agent leads when it is a link: the dialer or a mail; null for the form. */
function agentLink(property: Property, t: DetailTexts) {
  const agent = property.contact_agent;
  if (isPhoneLike(agent)) {
    return { href: telLink(agent), label: t.callAgent(agent), Icon: PhoneIcon };
  }
  const email = emailAddressOf(agent);
  if (!email) return null;
  const href = mailtoLink(email, {
    subject: t.mailSubject(property.name),
    body: t.mailBody(property.name, property.location),
  });
  return { href, label: t.mailAgent(email), Icon: MailIcon };
}

export function DetailActions({ property, onContact, onSchedule }: DetailActionsProps) {
  const t = useMessages(detailCatalogue);
  const cards = useMessages(cardCatalogue).property;
  const contact = agentLink(property, t);
  const brochure = property.brochure_link;
  const site = useSiteConfig();
  return (
    <Stack>
      <ShowPhone property={property} />
      {contact ? (
        <Button as={Anchor} href={contact.href} size="lg" fullWidth aria-label={contact.label}>
          <contact.Icon size={18} />
          {t.contactAgent}
        </Button>
      ) : (
        <Button size="lg" fullWidth onClick={onContact}>
          <PhoneIcon size={18} />
          {t.contactAgent}
        </Button>
      )}
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        disabled={!property.schedule_visit_enabled}
        aria-describedby={property.schedule_visit_enabled ? undefined : 'visit-unavailable'}
        onClick={onSchedule}
      >
        <CalendarIcon size={18} />
        {property.schedule_visit_enabled ? t.scheduleVisit : cards.visitNotAvailable}
      </Button>
      {property.schedule_visit_enabled ? null : (
        <Note id="visit-unavailable">{t.visitNotAvailable}</Note>
      )}
      <Pair>
        <Button variant="ghost" onClick={() => void fetchBrochure(property, cards)}>
          <DownloadIcon size={18} />
          {t.downloadBrochure}
        </Button>
        {brochure ? (
          <Button
            as={Anchor}
            href={brochure}
            target="_blank"
            rel="noopener noreferrer"
            variant="ghost"
          >
            {t.viewBrochure}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => void fetchBrochure(property, cards)}>
            {t.viewBrochure}
          </Button>
        )}
      </Pair>
      <Button
        as={Anchor}
        href={whatsappLink(site.phone, t.chatText(property.name, property.location))}
        target="_blank"
        rel="noopener noreferrer"
        variant="ghost"
      >
        <ChatIcon size={18} />
        {t.chat}
      </Button>
    </Stack>
  );
}
