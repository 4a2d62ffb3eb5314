import { apiRequest } from '@marketplace/shared/api-client';
import {
  ENQUIRY_MESSAGES,
  enquiryResponseSchema,
  type ContactEnquiry,
  type EnquiryResponse,
} from '@marketplace/shared/contracts';

/** Sends a contact message as an enquiry (docs/product/catalogue.md "Contact": forms are stored, not dropped). */
export function sendContactMessage(message: ContactEnquiry): Promise<EnquiryResponse> {
  return apiRequest('/enquiries', {
    method: 'POST',
    body: { type: 'contact', ...message },
    schema: enquiryResponseSchema,
    defaultMsg: ENQUIRY_MESSAGES.sendFailed,
  });
}
