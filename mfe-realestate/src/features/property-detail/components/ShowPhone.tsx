// The lister's phone (docs/decisions/phone-reveal.md): only for logged-in visitors, who ask for it;
// each ask is counted and limited, and the api's message says when the day's limit is reached.
import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@marketplace/shared/api-client';
import { paths, telLink } from '@marketplace/shared/config';
import type { Property } from '@marketplace/shared/contracts-properties';
import { PhoneIcon } from '@marketplace/shared/icons';
import { useSession } from '@marketplace/shared/session';
import { Button, PathLink, useMessages } from '@marketplace/shared/ui';
import { Anchor } from '../../../components/Anchor';
import { revealPhone } from '../api/reveal-phone';
import { detailCatalogue } from '../catalogue';

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function ShowPhone({ property }: { property: Property }) {
  const t = useMessages(detailCatalogue);
  const { isAuthenticated } = useSession();
  const [phone, setPhone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  if (!property.has_lister_phone) return null;
  if (!isAuthenticated) {
    return (
      <Button
        as={PathLink}
        to={paths.login(paths.propertyDetails(property.id))}
        variant="secondary"
        size="lg"
      >
        <PhoneIcon size={18} />
        {t.logInForPhone}
      </Button>
    );
  }
  if (phone) {
    return (
      <Button as={Anchor} href={telLink(phone)} size="lg" variant="secondary">
        <PhoneIcon size={18} />
        {t.callLister(phone)}
      </Button>
    );
  }
  const ask = () => {
    setAsking(true);
    setProblem(null);
    revealPhone(property.id)
      .then(setPhone, (error: unknown) =>
        setProblem(isApiError(error) ? error.message : t.phoneFailed),
      )
      .finally(() => setAsking(false));
  };
  return (
    <>
      <Button variant="secondary" size="lg" disabled={asking} onClick={ask}>
        <PhoneIcon size={18} />
        {t.showPhone}
      </Button>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </>
  );
}
