/** Scaffold: replaced by its owner in this change. */
export function PaymentsReviewPage() {
  return <h1 className="text-2xl font-bold text-ink-900">Payments to check</h1>;
}
