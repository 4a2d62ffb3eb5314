// One moderation decision: what, who and when, and the reason of a rejection.
import styled from 'styled-components';
import type { ReviewDecisionRecord } from '@marketplace/shared/contracts-posting';
import { useMessages } from '@marketplace/shared/ui';
import { commonCatalogue } from '../../../components/catalogue';
import { reviewsCatalogue } from '../catalogue';

const Verdict = styled.strong<{ $approved: boolean }>`
  color: ${({ theme, $approved }) => ($approved ? theme.colors.success : theme.colors.danger)};
`;

const Reason = styled.q`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function DecisionLine({
  decision,
  named = false,
}: {
  decision: ReviewDecisionRecord;
  /** Say which listing it was about (the history of every listing). */
  named?: boolean;
}) {
  const t = useMessages(reviewsCatalogue);
  const common = useMessages(commonCatalogue);
  const approved = decision.decision === 'approved';
  return (
    <>
      <Verdict $approved={approved}>{approved ? t.approved : t.rejected}</Verdict>
      {named && (
        <>
          {' '}
          {decision.property_name}
          {decision.property_id === null ? ` (${t.listingGone})` : ''}
        </>
      )}
      {' · '}
      {t.decidedBy(decision.moderator, common.time(decision.decided_at))}
      {decision.reason && <Reason>{decision.reason}</Reason>}
    </>
  );
}
