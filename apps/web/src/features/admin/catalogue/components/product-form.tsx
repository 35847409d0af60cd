import type { AdminProduct } from '@mitumba/contracts';
import { categories, stockKey } from '@mitumba/contracts/plain';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Field, inputClasses } from '@/ui/field';
import { adminProductBodySchema, productBanners } from '../../forms/contracts';
import { validateWith } from '../../forms/validate';
import { useSaveProduct } from '../api/product-mutations';
import { newWeightRow, WeightsEditor, type WeightDraft } from './weights-editor';

type Draft = {
  code: string; name: string; description: string; price: string; category: string; subCategory: string; label: string;
  banner: string; bestseller: boolean; weights: WeightDraft[];
};

const emptyDraft = (): Draft => ({
  code: '', name: '', description: '', price: '', category: 'Men', subCategory: '', label: '', banner: 'None', bestseller: false,
  weights: [newWeightRow()],
});

const draftOf = (product: AdminProduct): Draft => ({
  code: product.code, name: product.name, description: product.description, price: String(product.price), category: product.category,
  subCategory: product.subCategory, label: product.label, banner: product.banner, bestseller: product.bestseller,
  weights: product.weights.map((entry) => newWeightRow(entry.weight, String(entry.stock))),
});

/** Empty inputs stay strings (the contract then says what is missing); numbers are sent as numbers. */
const numberOrText = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text));

interface ProductFormProps {
  product?: AdminProduct;
  labels: string[];
  onSaved: (product: AdminProduct, message: string) => void;
}

function SelectBox({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cn(inputClasses, 'border-ink-300')}>
        {options.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
    </div>
  );
}

/** The whole product as one form, checked with the API's own contract before it is sent. */
export function ProductForm({ product, labels, onSaved }: ProductFormProps) {
  const labelListId = useId();
  const descriptionId = useId();
  const [draft, setDraft] = useState<Draft>(() => (product ? draftOf(product) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProduct(product?.id);
  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => setDraft((current) => ({ ...current, [name]: value }));
  const waiting = new Map((product?.weights ?? []).map((entry) => [stockKey(entry.weight), entry.waiting]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(adminProductBodySchema, {
      ...draft, price: numberOrText(draft.price), weights: draft.weights.map((row) => ({ weight: row.weight, stock: numberOrText(row.stock) })),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.value, {
      onSuccess: (response) => onSaved(response.product, response.message),
      onError: (failure) => setErrors({ form: isApiError(failure) ? failure.message : 'Could not save the product. Please try again.' }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" value={draft.name} error={errors.name} onChange={(event) => set('name', event.target.value)} />
        <Field label="Product code" value={draft.code} error={errors.code} hint="Unique, e.g. LD-JKT-014" onChange={(event) => set('code', event.target.value)} />
        <Field label="Price (Ksh)" type="number" inputMode="decimal" min={1} value={draft.price} error={errors.price} onChange={(event) => set('price', event.target.value)} />
        <SelectBox label="Category" value={draft.category} options={categories} onChange={(value) => set('category', value)} />
        <Field label="Sub-category" value={draft.subCategory} error={errors.subCategory} hint="e.g. Jackets, T-Shirts, Bales" onChange={(event) => set('subCategory', event.target.value)} />
        <Field label="Label" list={labelListId} value={draft.label} error={errors.label} hint="A brand or a label the shop filters by" onChange={(event) => set('label', event.target.value)} />
        <datalist id={labelListId}>
          {labels.map((label) => <option key={label} value={label} />)}
        </datalist>
        <SelectBox label="Banner" value={draft.banner} options={productBanners} onChange={(value) => set('banner', value)} />
        <label className="flex min-h-12 items-center gap-3 self-end text-sm font-medium text-ink-800">
          <input type="checkbox" checked={draft.bestseller} onChange={(event) => set('bestseller', event.target.checked)} className="size-5 accent-brand-700" />
          Bestseller
        </label>
      </div>
      <div>
        <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium text-ink-800">Description</label>
        <textarea id={descriptionId} rows={4} value={draft.description} onChange={(event) => set('description', event.target.value)} className={cn(inputClasses, 'border-ink-300 py-3')} />
        {errors.description ? <p role="alert" className="mt-1.5 text-sm font-medium text-danger-700">{errors.description}</p> : null}
      </div>
      <WeightsEditor rows={draft.weights} waiting={waiting} errors={errors} onChange={(rows) => set('weights', rows)} />
      {errors.form ? <p role="alert" className="font-medium text-danger-700">{errors.form}</p> : null}
      <Button type="submit" variant="accent" size="lg" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : product ? 'Save changes' : 'Add product'}
      </Button>
    </form>
  );
}
