/** The card providers' screen timings (spec 2 §9: Paystack check every 5 s, countdown 300 s, redirect 3 s). */
export const PAYSTACK_POLL_MS = 5_000;
export const PAYSTACK_COUNTDOWN_S = 300;
export const PAYSTACK_REDIRECT_MS = 3_000;
/** The moment /Paystack-Processing shows itself before handing the customer to Paystack's page. */
export const PAYSTACK_HANDOFF_MS = 1_500;
