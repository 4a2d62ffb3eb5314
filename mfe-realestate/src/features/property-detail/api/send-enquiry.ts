import { apiRequest } from '@marketplace/shared/api-client';
import {
  ENQUIRY_MESSAGES,
  enquiryResponseSchema,
  type AgentContactEnquiry,
  type EnquiryResponse,
  type VisitRequestEnquiry,
} from '@marketplace/shared/contracts';

/** POST /enquiries type agent_contact: a message to the property's agent, stored as a lead. */
export function sendAgentContact(enquiry: AgentContactEnquiry): Promise<EnquiryResponse> {
  return apiRequest('/enquiries', {
    method: 'POST',
    body: { type: 'agent_contact', ...enquiry },
    schema: enquiryResponseSchema,
    defaultMsg: ENQUIRY_MESSAGES.sendFailed,
  });
}

/** POST /enquiries type visit_request: a visit on a day and time, stored as a lead. */
export function requestVisit(enquiry: VisitRequestEnquiry): Promise<EnquiryResponse> {
  return apiRequest('/enquiries', {
    method: 'POST',
    body: { type: 'visit_request', ...enquiry },
    schema: enquiryResponseSchema,
    defaultMsg: ENQUIRY_MESSAGES.sendFailed,
  });
}
