import { useState } from 'react';
import { DELIVERY_MESSAGES, type DeliveryOption } from '@mitumba/contracts/plain';
import { useDeliveryOptions } from './api/get-delivery-options';

/**
 * The delivery option chosen for the county: the county's options (asked once it is chosen), the choice (dropped
 * when the county changes and it is not one of the new county's), and its fee (0 until one is chosen).
 */
export function useDeliveryChoice(county: string) {
  const query = useDeliveryOptions(county);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const options: DeliveryOption[] = query.data ?? [];
  const chosen = options.find((option) => option.id === chosenId) ?? null;
  // A county without options: the server decides (it refuses when the shop delivers elsewhere; decision 0044).
  const problem = county === '' || query.isPending ? null : options.length > 0 && !chosen ? DELIVERY_MESSAGES.chooseOption : null;
  return {
    county,
    options,
    loading: county !== '' && query.isPending,
    failed: query.isError,
    chosen,
    choose: setChosenId,
    /** The chosen option's fee (Ksh), or null while none is chosen. */
    fee: chosen ? chosen.fee : null,
    problem,
  };
}

export type DeliveryChoice = ReturnType<typeof useDeliveryChoice>;
