/** Scaffold: replaced by its owner in this change. */
export function CustomerDetailPage() {
  return <h1 className="text-2xl font-bold text-ink-900">Customer</h1>;
}
