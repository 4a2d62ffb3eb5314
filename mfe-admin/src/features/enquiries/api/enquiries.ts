import { apiRequest } from '@marketplace/shared/api-client';
import {
  ERROR_DEFAULTS,
  enquiryHandledResponse,
  enquiryListResponse,
  type AdminEnquiry,
  type EnquiryListResponse,
  type EnquiryType,
} from '@marketplace/shared/contracts';

export const ENQUIRY_PAGE_SIZE = 20;

/** SWR key of the unhandled count the tab label shows (here, not in the tab: the label loads first). */
export const UNHANDLED_KEY = 'admin-enquiries-unhandled';

export function fetchEnquiries(filter: {
  type: EnquiryType | '';
  page: number;
  limit?: number;
}): Promise<EnquiryListResponse> {
  return apiRequest('/enquiries', {
    query: {
      type: filter.type || undefined,
      page: filter.page,
      limit: filter.limit ?? ENQUIRY_PAGE_SIZE,
    },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: enquiryListResponse,
  });
}

export async function setHandled(id: number, handled: boolean): Promise<AdminEnquiry> {
  const body = await apiRequest(`/enquiries/${id}`, {
    method: 'PATCH',
    body: { handled },
    defaultMsg: ERROR_DEFAULTS.generic,
    schema: enquiryHandledResponse,
  });
  return body.data;
}
