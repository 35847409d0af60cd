import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDetails } from '@mitumba/contracts/plain';
import { apiFetch } from '@/lib/api-client';
import { checkoutKeys } from './keys';

/** GET /api/order/bankdetails: where a Sidian order is paid (bank, paybill, account number and name). */
export async function fetchBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  const { bankName, paybill, accountNumber, accountName } = await apiFetch<BankDetails & { success: true }>('/api/order/bankdetails', { signal });
  return { bankName, paybill, accountNumber, accountName };
}

export function bankDetailsOptions() {
  return queryOptions({ queryKey: checkoutKeys.bankDetails(), queryFn: ({ signal }) => fetchBankDetails(signal), staleTime: 10 * 60_000 });
}

/** Asked only when the order's answer did not carry them. */
export function useBankDetails(enabled: boolean) {
  return useQuery({ ...bankDetailsOptions(), enabled });
}
