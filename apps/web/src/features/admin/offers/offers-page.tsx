import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatCardPrice } from '@mitumba/contracts/plain';
import type { AdminOfferRow } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/ui/toaster';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SelectField } from '../components/select-field';
import { AcceptOfferDialog } from './accept-offer-dialog';
import { useAdminOffers, useOfferDecision, type OfferDecision, type OfferFilters } from './offers-api';
import { OffersTable } from './offers-table';

const statusOptions = [{ value: 'pending', label: 'Pending' }, { value: 'accepted', label: 'Accepted' }, { value: 'rejected', label: 'Rejected' }];

/** Filters live in the URL; the page opens on the offers waiting for a decision. */
function readFilters(params: URLSearchParams): OfferFilters {
  const status = params.get('status') ?? 'pending';
  return {
    ...(status ? { status: status as OfferFilters['status'] } : {}),
    ...(params.get('sort') === 'product' ? { sort: 'product' as const } : {}),
    ...(params.get('productId') ? { productId: params.get('productId')! } : {}),
  };
}

export function OffersPage() {
  useDocumentTitle('Offers');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const offers = useAdminOffers(filters);
  const decision = useOfferDecision();
  const [open, setOpen] = useState<{ row: AdminOfferRow; kind: OfferDecision['kind'] } | null>(null);
  const rows = offers.data?.pages.flatMap((page) => page.offers) ?? [];

  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (!value && name !== 'status') next.delete(name);
    setParams(next, { replace: true });
  };
  const decide = (offerId: string, chosen: OfferDecision) => decision.mutate({ offerId, decision: chosen }, {
    onSuccess: (result) => {
      toast.success(result.message);
      setOpen(null);
    },
    onError: (error) => {
      toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      setOpen(null);
    },
  });
  const summary = (row: AdminOfferRow) => `${row.customer.name} offers ${formatCardPrice(row.offeredPrice)} for ${row.product.name} (${row.weight}), listed at ${formatCardPrice(row.listPrice)}.`;

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Price offers</h1>
        <p className="text-ink-700">Customers suggest prices on clearance items. An accepted price holds in their cart until it expires.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField label="Status" value={filters.status ?? ''} options={statusOptions} onChange={(value) => change('status', value)} />
        <label className="flex min-h-12 items-center gap-3 self-end text-ink-800">
          <input type="checkbox" className="size-5 accent-brand-600" checked={filters.sort === 'product'} onChange={(event) => change('sort', event.target.checked ? 'product' : '')} />
          Group by product
        </label>
      </div>
      <PagedList query={offers} count={rows.length} errorText="Could not load the offers. Please try again." empty="No offers here.">
        <OffersTable rows={rows} onAccept={(row) => setOpen({ row, kind: 'accept' })} onReject={(row) => setOpen({ row, kind: 'reject' })} />
      </PagedList>
      {open?.kind === 'accept' ? (
        <AcceptOfferDialog summary={summary(open.row)} pending={decision.isPending} onClose={() => setOpen(null)} onConfirm={(body) => decide(open.row.id, { kind: 'accept', body })} />
      ) : null}
      {open?.kind === 'reject' ? (
        <ReasonDialog title="Reject this offer" confirmLabel="Reject offer" pending={decision.isPending} onClose={() => setOpen(null)} onConfirm={({ reason }) => decide(open.row.id, { kind: 'reject', reason })} />
      ) : null}
    </section>
  );
}
