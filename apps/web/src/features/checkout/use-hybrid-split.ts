import { useState } from 'react';
import { hybridSplitProblem, type HybridMobileProvider } from '@mitumba/contracts/mobile-money';
import { digitsOnly } from '@/lib/validation';

export interface HybridSplit {
  provider: HybridMobileProvider;
  setProvider: (provider: HybridMobileProvider) => void;
  /** What the customer typed, digits only (whole shillings). */
  mobileInput: string;
  setMobileInput: (typed: string) => void;
  mobileAmount: number;
  /** What is left to pay in cash at the counter: the total less the mobile part. */
  cashAmount: number;
  /** 'Invalid payment split' unless both parts are above 0 (spec 2 §5). */
  problem: string | null;
}

/** The hybrid's split of `total` (whole shillings): the mobile part by PesaFlux or TinyPesa, the rest in cash. */
export function useHybridSplit(total: number): HybridSplit {
  const [provider, setProvider] = useState<HybridMobileProvider>('pesaflux');
  const [mobileInput, setMobile] = useState('');
  const mobileAmount = mobileInput === '' ? 0 : Number(mobileInput);
  return {
    provider,
    setProvider,
    mobileInput,
    setMobileInput: (typed) => setMobile(digitsOnly(typed, 9)),
    mobileAmount,
    cashAmount: total - mobileAmount,
    problem: hybridSplitProblem(total, mobileAmount),
  };
}
