// A lister's calls to /my-listings (docs/product/real-estate.md "My listings"): the listings, one
// listing, its moves, its leads. The answers are checked without zod (contracts-posting).
import { apiRequest } from '@marketplace/shared/api-client';
import {
  leadAnswer,
  leadsAnswer,
  listingMessageAnswer,
  myListingAnswer,
  myListingsAnswer,
  type Lead,
  type MyListing,
  type MyListingResponse,
  type MyListingsResponse,
} from '@marketplace/shared/contracts-posting';
import { LISTER_TEXT } from './lister-text';

export function fetchMyListings(): Promise<MyListingsResponse> {
  return apiRequest('/my-listings', {
    schema: myListingsAnswer,
    defaultMsg: LISTER_TEXT.loadFailed,
  });
}

export async function fetchMyListing(id: number): Promise<MyListing> {
  const body = await apiRequest(`/my-listings/${id}`, {
    schema: myListingAnswer,
    defaultMsg: LISTER_TEXT.loadFailed,
  });
  return body.data;
}

/** The moves of a listing that take no body (docs/decisions/listing-statuses.md). */
export type ListingMove = 'submit' | 'reopen' | 'renew' | 'close';

export function moveListing(id: number, move: ListingMove): Promise<MyListingResponse> {
  return apiRequest(`/my-listings/${id}/${move}`, {
    method: 'POST',
    schema: myListingAnswer,
    defaultMsg: LISTER_TEXT.moveFailed,
  });
}

export async function deleteListing(id: number): Promise<string> {
  const body = await apiRequest(`/my-listings/${id}`, {
    method: 'DELETE',
    schema: listingMessageAnswer,
    defaultMsg: LISTER_TEXT.moveFailed,
  });
  return body.msg;
}

export async function fetchLeads(id: number): Promise<Lead[]> {
  const body = await apiRequest(`/my-listings/${id}/leads`, {
    schema: leadsAnswer,
    defaultMsg: LISTER_TEXT.leadsFailed,
  });
  return body.data;
}

export async function markLead(id: number, leadId: number, handled: boolean): Promise<Lead> {
  const body = await apiRequest(`/my-listings/${id}/leads/${leadId}`, {
    method: 'PATCH',
    body: { handled },
    schema: leadAnswer,
    defaultMsg: LISTER_TEXT.leadsFailed,
  });
  return body.data;
}
