import { apiRequest } from '@marketplace/shared/api-client';
import { phoneRevealAnswer } from '@marketplace/shared/contracts-posting';
import { DETAIL_TEXT } from '../messages';

/** POST /properties/:id/phone: the lister's phone, counted and limited per viewer a day. */
export async function revealPhone(id: number): Promise<string> {
  const body = await apiRequest(`/properties/${id}/phone`, {
    method: 'POST',
    schema: phoneRevealAnswer,
    defaultMsg: DETAIL_TEXT.phoneFailed,
  });
  return body.data.phone;
}
