// The moderators' decisions (docs/decisions/listing-moderation.md): the latest ones, approve and
// reject. The answers are checked without zod, like the queue's (review-queue.ts).
import { apiRequest } from '@marketplace/shared/api-client';
import { ERROR_DEFAULTS } from '@marketplace/shared/contracts-core';
import {
  reviewDecisionAnswer,
  reviewDecisionsAnswer,
  type ReviewDecisionRecord,
} from '@marketplace/shared/contracts-posting';

export const DECISIONS_KEY = 'admin-listing-decisions';

export async function fetchDecisions(): Promise<ReviewDecisionRecord[]> {
  const body = await apiRequest('/admin/listing-decisions', {
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: reviewDecisionsAnswer,
  });
  return body.data;
}

/** Approve (live for 60 days) or reject with a reason; the api e-mails the lister. Its message. */
export async function decideListing(id: number, reason: string | null): Promise<string> {
  const body = await apiRequest(
    `/admin/listing-reviews/${id}/${reason === null ? 'approve' : 'reject'}`,
    {
      method: 'POST',
      ...(reason === null ? {} : { body: { reason } }),
      defaultMsg: ERROR_DEFAULTS.generic,
      schema: reviewDecisionAnswer,
    },
  );
  return body.msg;
}
