/** Scaffold: replaced by its owner in this change. */
export function CustomersPage() {
  return <h1 className="text-2xl font-bold text-ink-900">Customers</h1>;
}
