/** Leaves the shop for a provider's hosted payment page (Paystack's, Stripe Checkout): a full page load, not a route. */
export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
