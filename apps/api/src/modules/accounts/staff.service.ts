import type { AccountsRepo } from './accounts.repo.ts';

/** Who works at the shop, for other modules (the cashiers whose security codes are valid). */
export function createStaffDirectory(repo: AccountsRepo) {
  return {
    activeCashiers: () => repo.activeWithRole('cashier'),
  };
}

export type StaffDirectory = ReturnType<typeof createStaffDirectory>;
