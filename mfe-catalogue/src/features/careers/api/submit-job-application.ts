import { apiRequest } from '@marketplace/shared/api-client';
import {
  ENQUIRY_MESSAGES,
  enquiryResponseSchema,
  type EnquiryResponse,
  type JobApplication,
} from '@marketplace/shared/contracts';

/** Sends a job application as an enquiry (docs/product/catalogue.md "Careers": forms are stored, not dropped). */
export function submitJobApplication(application: JobApplication): Promise<EnquiryResponse> {
  return apiRequest('/enquiries', {
    method: 'POST',
    body: { type: 'job_application', ...application },
    schema: enquiryResponseSchema,
    defaultMsg: ENQUIRY_MESSAGES.sendFailed,
  });
}
