import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { KENYA_COUNTIES, deliveryEtaLabel, type AdminDeliveryOption } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Plus } from '@/ui/icons';
import { toast } from '@/ui/toaster';
import { QueryError } from '../components/query-error';
import { SelectField } from '../components/select-field';
import type { AdminCreateDeliveryBody, AdminUpdateDeliveryBody } from '../forms/contracts';
import { useAdminDeliveryOptions, useCreateDeliveryOption, useUpdateDeliveryOption } from './delivery-api';
import { DeliveryOptionFormDialog } from './delivery-option-form-dialog';

const countyOptions = [...KENYA_COUNTIES].sort((a, b) => a.localeCompare(b)).map((county) => ({ value: county, label: county }));
const failure = (error: unknown) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
type Open = { kind: 'create' } | { kind: 'edit'; option: AdminDeliveryOption } | null;

function OptionCard({ option, onEdit, onSwitch }: { option: AdminDeliveryOption; onEdit: () => void; onSwitch: () => void }) {
  return (
    <li data-testid="admin-delivery-option" className={cn('flex flex-col gap-3 rounded-2xl border bg-white p-4 text-sm', option.enabled ? 'border-ink-200' : 'border-dashed border-ink-300 bg-ink-50')}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-ink-600 uppercase">{option.county} · {option.kind === 'pickup' ? 'Pickup point' : 'Door delivery'}</span>
          <span className="block text-base font-semibold text-ink-900">{option.name}</span>
          {option.place ? <span className="block text-ink-700">{option.place}</span> : null}
          {option.openingHours ? <span className="block text-ink-600">Open {option.openingHours}</span> : null}
        </div>
        <span className={cn('inline-flex min-h-7 shrink-0 items-center rounded-full px-3 text-xs font-semibold', option.enabled ? 'bg-brand-50 text-brand-700' : 'bg-ink-200 text-ink-700')}>
          {option.enabled ? 'On' : 'Off'}
        </span>
      </div>
      <p className="text-ink-800">
        <span className="font-semibold tabular-nums">{option.fee === 0 ? 'Free' : `Ksh ${option.fee.toLocaleString('en-KE')}`}</span> · {deliveryEtaLabel(option.etaDays)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${option.name}`}>Edit</Button>
        <Button variant="ghost" onClick={onSwitch} aria-label={`${option.enabled ? 'Switch off' : 'Switch on'} ${option.name}`}>{option.enabled ? 'Switch off' : 'Switch on'}</Button>
      </div>
    </li>
  );
}

/** /admin/delivery: the shop's pickup points and door delivery per county; the county filter lives in the URL. */
export function DeliveryOptionsPage() {
  useDocumentTitle('Delivery');
  const [params, setParams] = useSearchParams();
  const county = params.get('county') ?? '';
  const options = useAdminDeliveryOptions(county);
  const create = useCreateDeliveryOption();
  const update = useUpdateDeliveryOption();
  const [open, setOpen] = useState<Open>(null);

  const changeCounty = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('county', value);
    else next.delete('county');
    setParams(next, { replace: true });
  };
  const done = (result: { message: string; option: AdminDeliveryOption }) => {
    toast.success(`${result.message}: ${result.option.name}`);
    setOpen(null);
  };
  const onCreate = (body: AdminCreateDeliveryBody) => create.mutate(body, { onSuccess: done, onError: failure });
  const onUpdate = (option: AdminDeliveryOption, body: AdminUpdateDeliveryBody) => update.mutate({ optionId: option.id, body }, { onSuccess: done, onError: failure });
  const rows = options.data?.options ?? [];

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-ink-900">Delivery</h1>
          <p className="text-ink-700">Pickup points and door delivery per county, with their fee. Customers choose one at checkout; a county with none cannot order.</p>
        </div>
        <Button variant="accent" onClick={() => setOpen({ kind: 'create' })}>
          <Plus aria-hidden="true" className="size-4" /> New delivery option
        </Button>
      </div>
      <SelectField label="County" value={county} options={countyOptions} onChange={changeCounty} className="sm:max-w-xs" />
      {options.isError ? <QueryError error={options.error} fallback="Could not load the delivery options. Please try again." /> : null}
      {options.isPending ? <p className="text-ink-600">Loading…</p> : null}
      {options.isSuccess && rows.length === 0 ? <p className="text-ink-700">No delivery options here yet.</p> : null}
      <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {rows.map((option) => (
          <OptionCard key={option.id} option={option} onEdit={() => setOpen({ kind: 'edit', option })} onSwitch={() => onUpdate(option, { enabled: !option.enabled })} />
        ))}
      </ul>
      {open ? (
        <DeliveryOptionFormDialog
          option={open.kind === 'edit' ? open.option : undefined} county={county} pending={create.isPending || update.isPending}
          onCreate={onCreate} onUpdate={(body) => open.kind === 'edit' && onUpdate(open.option, body)} onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
