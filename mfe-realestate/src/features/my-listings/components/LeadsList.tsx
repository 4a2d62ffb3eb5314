// A listing's leads for its lister: who wrote or asked for a visit, their phone with call and
// WhatsApp links, what they said, when, and the lister's own "handled" mark.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@marketplace/shared/api-client';
import { telLink, whatsappLink } from '@marketplace/shared/config';
import type { Lead } from '@marketplace/shared/contracts-posting';
import { Button, Spinner, useMessages } from '@marketplace/shared/ui';
import { Anchor } from '../../../components/Anchor';
import { fetchLeads, markLead } from '../../../lib/lister-api';
import { withIndiaCode } from '../../../lib/phone';
import { myListingsCatalogue } from '../catalogue';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $handled: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $handled, theme }) => ($handled ? theme.colors.surface : theme.colors.background)};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export function LeadsList({ listingId, listingName }: { listingId: number; listingName: string }) {
  const { leads: t, leadTypes } = useMessages(myListingsCatalogue);
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown) => setProblem(isApiError(error) ? error.message : String(error));

  useEffect(() => {
    fetchLeads(listingId).then(setLeads, fail);
  }, [listingId]);

  const mark = (lead: Lead) =>
    markLead(listingId, lead.id, !lead.handled).then(
      (saved) => setLeads((all) => all?.map((l) => (l.id === saved.id ? saved : l)) ?? null),
      fail,
    );

  if (problem) return <Problem role="alert">{problem}</Problem>;
  if (!leads) return <Spinner label={t.loading} />;
  if (leads.length === 0) return <p>{t.none}</p>;
  return (
    <List>
      {leads.map((lead) => (
        <Item key={lead.id} $handled={lead.handled} aria-label={lead.name}>
          <p>
            <strong>{lead.name}</strong> · {leadTypes[lead.type]}
            {lead.handled ? ` · ${t.handled}` : ''}
          </p>
          <p>{lead.phone}</p>
          {lead.message ? <p>{lead.message}</p> : null}
          {lead.visit_date && lead.visit_time ? (
            <p>{t.visit(lead.visit_date, lead.visit_time)}</p>
          ) : null}
          <small>{t.received(t.receivedAt(lead.created_at))}</small>
          <Links>
            <Button as={Anchor} href={telLink(lead.phone)} size="sm" aria-label={t.call(lead.name)}>
              {t.call(lead.name)}
            </Button>
            <Button
              as={Anchor}
              href={whatsappLink(withIndiaCode(lead.phone), t.whatsappText(listingName))}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              variant="secondary"
            >
              {t.whatsapp(lead.name)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => void mark(lead)}>
              {lead.handled ? t.markOpen : t.markHandled}
            </Button>
          </Links>
        </Item>
      ))}
    </List>
  );
}
