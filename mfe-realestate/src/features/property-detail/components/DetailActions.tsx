// Contact agent (dialer for a phone-like value, a mail for an e-mail address, else the form),
// schedule visit (or why not), brochure download and view, and chat on WhatsApp.
import styled from 'styled-components';
import { mailtoLink, telLink, whatsappLink } from '@marketplace/shared/config';
import { PROPERTY_MESSAGES, type Property } from '@marketplace/shared/contracts-properties';
import { Button, useSiteConfig } from '@marketplace/shared/ui';
import { Anchor } from '../../../components/Anchor';
import {
  CalendarIcon,
  ChatIcon,
  DownloadIcon,
  MailIcon,
  PhoneIcon,
} from '@marketplace/shared/icons';
import { PROPERTY_TEXT } from '../../../components/messages';
import { emailAddressOf, isPhoneLike } from '../../../lib/phone';
import { fetchBrochure } from '../../../components/property-actions';
import { DETAIL_TEXT } from '../messages';
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
function agentLink(property: Property) {
  const agent = property.contact_agent;
  if (isPhoneLike(agent)) {
    return { href: telLink(agent), label: DETAIL_TEXT.callAgent(agent), Icon: PhoneIcon };
  }
  const email = emailAddressOf(agent);
  if (!email) return null;
  const href = mailtoLink(email, {
    subject: DETAIL_TEXT.mailSubject(property.name),
    body: DETAIL_TEXT.mailBody(property.name, property.location),
  });
  return { href, label: DETAIL_TEXT.mailAgent(email), Icon: MailIcon };
}

export function DetailActions({ property, onContact, onSchedule }: DetailActionsProps) {
  const contact = agentLink(property);
  const brochure = property.brochure_link;
  const site = useSiteConfig();
  return (
    <Stack>
      <ShowPhone property={property} />
      {contact ? (
        <Button as={Anchor} href={contact.href} size="lg" fullWidth aria-label={contact.label}>
          <contact.Icon size={18} />
          {DETAIL_TEXT.contactAgent}
        </Button>
      ) : (
        <Button size="lg" fullWidth onClick={onContact}>
          <PhoneIcon size={18} />
          {DETAIL_TEXT.contactAgent}
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
        {property.schedule_visit_enabled
          ? DETAIL_TEXT.scheduleVisit
          : PROPERTY_TEXT.visitNotAvailable}
      </Button>
      {property.schedule_visit_enabled ? null : (
        <Note id="visit-unavailable">{PROPERTY_MESSAGES.visitNotAvailable}</Note>
      )}
      <Pair>
        <Button variant="ghost" onClick={() => void fetchBrochure(property)}>
          <DownloadIcon size={18} />
          {DETAIL_TEXT.downloadBrochure}
        </Button>
        {brochure ? (
          <Button
            as={Anchor}
            href={brochure}
            target="_blank"
            rel="noopener noreferrer"
            variant="ghost"
          >
            {DETAIL_TEXT.viewBrochure}
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => void fetchBrochure(property)}>
            {DETAIL_TEXT.viewBrochure}
          </Button>
        )}
      </Pair>
      <Button
        as={Anchor}
        href={whatsappLink(site.phone, DETAIL_TEXT.chatText(property.name, property.location))}
        target="_blank"
        rel="noopener noreferrer"
        variant="ghost"
      >
        <ChatIcon size={18} />
        {DETAIL_TEXT.chat}
      </Button>
    </Stack>
  );
}
