/** What the order history uses from the balance payments: a deposit order's payments and the pay-balance form. */
export { DepositList } from './deposit-list';
export { PayBalanceForm } from './pay-balance-form';
export type { MpesaBalanceScreen } from './balance-screen';
