import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCouponRow } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Plus } from '@/ui/icons';
import { toast } from '@/ui/toaster';
import { PagedList } from '../components/paged-list';
import { ReasonDialog } from '../components/reason-dialog';
import { SelectField } from '../components/select-field';
import type { AdminCreateCouponBody } from '../forms/contracts';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponUsesDialog } from './coupon-uses-dialog';
import { useAdminCoupons, useCreateCoupon, useDisableCoupon, type CouponFilters } from './coupons-api';
import { CouponsTable } from './coupons-table';

const statusOptions = [{ value: 'active', label: 'Active' }, { value: 'ended', label: 'Ended' }];
const failure = (error: unknown) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.');

type Open = { kind: 'create' } | { kind: 'uses'; row: AdminCouponRow } | { kind: 'disable'; row: AdminCouponRow } | null;

/** /admin/coupons: the shop's discount codes; the status filter lives in the URL, the page opens on active ones. */
export function CouponsPage() {
  useDocumentTitle('Coupons');
  const [params, setParams] = useSearchParams();
  const [code, setCode] = useState('');
  const q = useDebouncedValue(code.trim());
  const status = params.get('status') ?? 'active';
  const filters: CouponFilters = { ...(status ? { status: status as CouponFilters['status'] } : {}), ...(q ? { q } : {}) };
  const coupons = useAdminCoupons(filters);
  const create = useCreateCoupon();
  const disable = useDisableCoupon();
  const [open, setOpen] = useState<Open>(null);
  const rows = coupons.data?.pages.flatMap((page) => page.coupons) ?? [];

  const changeStatus = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('status', value);
    setParams(next, { replace: true });
  };
  const onCreate = (body: AdminCreateCouponBody) => create.mutate(body, {
    onSuccess: (result) => {
      toast.success(`${result.message}: ${result.coupon.code}`);
      setOpen(null);
    },
    onError: failure,
  });
  const onDisable = (row: AdminCouponRow, reason: string) => disable.mutate({ couponId: row.id, reason }, {
    onSuccess: (result) => toast.success(`${result.message}: ${result.coupon.code}`),
    onError: failure,
    onSettled: () => setOpen(null),
  });

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">Coupons</h1>
          <p className="text-ink-700">Discount codes for the checkout: a percentage or a fixed Ksh amount, for everyone or one customer.</p>
        </div>
        <Button variant="accent" onClick={() => setOpen({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" /> New coupon
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <SelectField label="Status" value={status} options={statusOptions} onChange={changeStatus} />
        <Field label="Code" type="search" value={code} onChange={(event) => setCode(event.target.value)} placeholder="Part of a code" autoComplete="off" />
      </div>
      <PagedList query={coupons} count={rows.length} errorText="Could not load the coupons. Please try again." empty="No coupons here.">
        <CouponsTable rows={rows} onShowUses={(row) => setOpen({ kind: 'uses', row })} onDisable={(row) => setOpen({ kind: 'disable', row })} />
      </PagedList>
      {open?.kind === 'create' ? <CouponFormDialog pending={create.isPending} onCreate={onCreate} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'uses' ? <CouponUsesDialog coupon={open.row} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'disable' ? (
        <ReasonDialog
          title={`Disable ${open.row.code}`} confirmLabel="Disable coupon" pending={disable.isPending}
          onClose={() => setOpen(null)} onConfirm={({ reason }) => onDisable(open.row, reason)}
        />
      ) : null}
    </section>
  );
}
