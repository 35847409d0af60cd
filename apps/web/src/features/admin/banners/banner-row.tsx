import { useState } from 'react';
import type { AdminBanner } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { ArrowUp, Trash2 } from '@/ui/icons';
import { toast } from '@/ui/toaster';
import { adminBannerUploadFieldsSchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { useBannerChange, type BannerChange } from './banners-api';

interface BannerRowProps {
  banner: AdminBanner;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** One banner: its picture, its label (editable), shown or hidden, moved up or down, removed. */
export function BannerRow({ banner, index, count, onMove }: BannerRowProps) {
  const [label, setLabel] = useState(banner.label);
  const [error, setError] = useState<string>();
  const change = useBannerChange();
  // mutateAsync, not mutate's callbacks: a removed banner's row unmounts when the list refetches, before they would run.
  const run = (next: BannerChange, done: string) => change.mutateAsync(next).then(
    () => toast.success(done),
    (failure: unknown) => toast.error(isApiError(failure) ? failure.message : 'Something went wrong. Please try again.'),
  );
  const save = () => {
    const checked = validateWith(adminBannerUploadFieldsSchema, { label });
    setError(checked.ok ? undefined : checked.errors.label);
    if (checked.ok) run({ kind: 'update', id: banner.id, label: checked.value.label }, 'Label saved');
  };

  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-4 lg:flex-row lg:items-center" data-testid="admin-banner">
      <img src={banner.imageUrl} alt="" className="aspect-[3/1] w-full rounded-xl bg-ink-100 object-cover lg:w-72" />
      <div className="flex flex-1 flex-col gap-3">
        <div className="flex items-end gap-2">
          <Field label={`Label of banner ${index + 1}`} className="flex-1" value={label} maxLength={120} error={error} onChange={(event) => setLabel(event.target.value)} />
          <Button variant="secondary" disabled={change.isPending || label === banner.label} onClick={save}>Save</Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className={banner.active ? 'rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-700' : 'rounded-full bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-700'}>
            {banner.active ? 'Shown' : 'Hidden'}
          </span>
          <Button variant="ghost" disabled={change.isPending} onClick={() => run({ kind: 'update', id: banner.id, active: !banner.active }, banner.active ? 'Banner hidden' : 'Banner shown')}>
            {banner.active ? 'Hide' : 'Show'}
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Move banner ${index + 1} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
            <ArrowUp aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Move banner ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
            <ArrowUp aria-hidden="true" className="size-5 rotate-180" />
          </Button>
          <Button
            variant="ghost"
            className="text-danger-700"
            disabled={change.isPending}
            onClick={() => {
              if (window.confirm(`Remove the banner “${banner.label}”?`)) run({ kind: 'remove', id: banner.id }, 'Banner removed');
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" /> Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
