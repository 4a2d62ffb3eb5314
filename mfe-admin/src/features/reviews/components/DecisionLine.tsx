// One moderation decision: what, who and when, and the reason of a rejection.
import styled from 'styled-components';
import type { ReviewDecisionRecord } from '@marketplace/shared/contracts-posting';
import { REVIEWS_TEXT, istTime } from '../messages';

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
  const approved = decision.decision === 'approved';
  return (
    <>
      <Verdict $approved={approved}>
        {approved ? REVIEWS_TEXT.approved : REVIEWS_TEXT.rejected}
      </Verdict>
      {named && (
        <>
          {' '}
          {decision.property_name}
          {decision.property_id === null ? ` (${REVIEWS_TEXT.listingGone})` : ''}
        </>
      )}
      {' · '}
      {REVIEWS_TEXT.decidedBy(decision.moderator, istTime(decision.decided_at))}
      {decision.reason && <Reason>{decision.reason}</Reason>}
    </>
  );
}
