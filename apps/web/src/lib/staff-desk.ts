import { paths } from './paths';

/** Where each kind of staff works: the screen login opens for them and the account menu links to. */
export const staffDesks = {
  admin: { path: paths.backOffice, label: 'Back office' },
  cashier: { path: paths.cashier, label: 'Security code' },
} as const;

/** The desk of a staff role; customers (and a role not known yet) have none. */
export function staffDeskOf(role: string | undefined) {
  return role === 'admin' || role === 'cashier' ? staffDesks[role] : undefined;
}

/** After login: staff go to their desk, customers to the welcome page (spec 1 §4's /loginsuccess). */
export function landingAfterLogin(role: string | undefined): string {
  return staffDeskOf(role)?.path ?? paths.loginSuccess;
}
