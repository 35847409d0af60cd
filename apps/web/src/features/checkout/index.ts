/** What other features may use from checkout: the Sidian paybill details and how they are shown. */
export { useBankDetails } from './api/get-bank-details';
export { BankDetailsCard } from './components/bank-details-card';
/** Any unpaid order's "Pay with M-Pesa" paybill block (features/orders). */
export { MpesaPaybillBlock } from './components/mpesa-paybill-block';
/** What a bank deposit's transfer block says (features/deposits). */
export { bankDepositNote } from './components/deposit-fields';
