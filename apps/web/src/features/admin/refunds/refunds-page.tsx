import { REFUND_STATES, type RefundState } from '../forms/contracts';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CircleCheck } from '@/ui/icons';
import { Skeleton } from '@/ui/skeleton';
import { StatusView } from '@/ui/status-view';
import { QueryError } from '../components/query-error';
import { SelectField } from '../components/select-field';
import { refundStateLabels } from './refund-labels';
import { RefundList } from './refund-list';
import { useRefunds } from './refunds-api';

const stateOptions = REFUND_STATES.map((state) => ({ value: state, label: refundStateLabels[state] }));
const isState = (value: string | null): value is RefundState => (REFUND_STATES as readonly string[]).includes(value ?? '');

/** /admin/refunds: every refund the shop owes or paid back, newest first, filtered by state (kept in the address). */
export function RefundsPage() {
  useDocumentTitle('Refunds');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('state');
  const state = isState(wanted) ? wanted : null;
  const refunds = useRefunds(state);

  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink-900">Refunds</h1>
        <p className="mt-1 text-ink-700">Money going back to customers: M-Pesa sends it by itself; cash and other methods wait for you to hand it back.</p>
      </div>
      <SelectField
        label="State"
        className="max-w-xs"
        value={state ?? ''}
        options={stateOptions}
        onChange={(value) => setParams(value ? { state: value } : {}, { replace: true })}
      />
      {refunds.isError && !refunds.data ? (
        <QueryError error={refunds.error} fallback="Could not load the refunds. Please try again." />
      ) : !refunds.data ? (
        <Skeleton className="h-40 w-full rounded-2xl" />
      ) : refunds.data.refunds.length === 0 ? (
        <StatusView icon={CircleCheck} title={state ? 'No refunds in this state' : 'No refunds yet'}>
          <p>Refunds appear here when a return or cancellation is approved.</p>
        </StatusView>
      ) : (
        <RefundList refunds={refunds.data.refunds} label="Refunds" />
      )}
    </section>
  );
}
