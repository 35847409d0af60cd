import { stockKey } from '@mitumba/contracts/plain';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Plus, Trash2 } from '@/ui/icons';

export type WeightDraft = { key: number; weight: string; stock: string };

interface WeightsEditorProps {
  rows: WeightDraft[];
  /** Customers waiting per stock key (the saved product's waitlist). */
  waiting: Map<string, number>;
  errors: Record<string, string>;
  onChange: (rows: WeightDraft[]) => void;
}

let nextKey = 1000;
export const newWeightRow = (weight = '', stock = '0'): WeightDraft => ({ key: (nextKey += 1), weight, stock });

/** One row per weight or size with its stock; rows are added and removed here, checked on save. */
export function WeightsEditor({ rows, waiting, errors, onChange }: WeightsEditorProps) {
  const update = (key: number, change: Partial<WeightDraft>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-ink-900">Weights or sizes and stock</legend>
      {rows.map((row, index) => {
        const waitingCount = waiting.get(stockKey(row.weight)) ?? 0;
        return (
          <div key={row.key} data-testid="weight-row" className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
            <Field label={`Weight or size ${index + 1}`} value={row.weight} error={errors[`weights.${index}.weight`]} onChange={(event) => update(row.key, { weight: event.target.value })} />
            <Field
              label={`Stock ${index + 1}`}
              type="number"
              inputMode="numeric"
              min={0}
              value={row.stock}
              error={errors[`weights.${index}.stock`]}
              hint={waitingCount > 0 ? `${waitingCount} waiting for a restock` : undefined}
              onChange={(event) => update(row.key, { stock: event.target.value })}
            />
            <Button variant="ghost" size="icon" className="mt-7" aria-label={`Remove weight ${row.weight || index + 1}`} disabled={rows.length === 1} onClick={() => onChange(rows.filter((other) => other.key !== row.key))}>
              <Trash2 className="size-5" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {errors.weights ? <p role="alert" className="text-sm font-medium text-danger-700">{errors.weights}</p> : null}
      <Button variant="secondary" className="self-start" onClick={() => onChange([...rows, newWeightRow()])}>
        <Plus className="size-4" aria-hidden="true" />
        Add a weight or size
      </Button>
    </fieldset>
  );
}
