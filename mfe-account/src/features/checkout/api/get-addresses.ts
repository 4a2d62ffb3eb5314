import useSWR from 'swr';
import { apiRequest } from '@marketplace/shared/api-client';
import { addressListResponse, type Address } from '@marketplace/shared/contracts';
import { useSession } from '@marketplace/shared/session';

/** GET /addresses: the account's saved addresses, newest first. */
async function getAddresses(token: string): Promise<Address[]> {
  const body = await apiRequest('/addresses', { token, schema: addressListResponse });
  return body.addresses;
}

export function useAddresses() {
  const { token } = useSession();
  return useSWR(token ? ['/addresses', token] : null, ([, bearer]) => getAddresses(bearer), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
