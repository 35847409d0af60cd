import { formatTotal } from '@mitumba/contracts/plain';

/** Cents as the back office shows money: "Ksh 1,234.00"; a missing amount as a dash. */
export const ksh = (cents: number | null | undefined): string => (cents === null || cents === undefined ? '—' : `Ksh ${formatTotal(cents / 100)}`);
