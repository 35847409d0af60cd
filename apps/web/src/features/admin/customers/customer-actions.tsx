import { useId, useState } from 'react';
import type { AdminCustomerRow, UserRole } from '@mitumba/contracts';
import { isApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toaster';
import { ReasonDialog } from '../components/reason-dialog';
import { adminCustomerReasonBodySchema, adminCustomerRoleBodySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { useCustomerAction, type CustomerAction } from './customers-api';
import { roleOptions } from './customer-labels';
import { inputClasses } from '@/ui/field';
import { cn } from '@/lib/cn';

type Pending = { title: string; build: (reason: string) => CustomerAction } | null;

/**
 * Suspend or reinstate, and the role select; each asks the reason in a dialog, is checked with the API's own
 * contract, then toasts the server's answer (which also refuses oneself, admins and the last admin).
 */
export function CustomerActions({ customer }: { customer: AdminCustomerRow }) {
  const roleId = useId();
  const [role, setRole] = useState<UserRole>(customer.role);
  const [open, setOpen] = useState<Pending>(null);
  const action = useCustomerAction(customer.id);

  const send = (next: CustomerAction) => {
    const checked = next.kind === 'role' ? validateWith(adminCustomerRoleBodySchema, next) : validateWith(adminCustomerReasonBodySchema, next);
    if (!checked.ok) {
      toast.error(Object.values(checked.errors)[0] ?? 'Please check the form.');
      return;
    }
    action.mutate(next, {
      onSuccess: (result) => {
        toast.success(result.message);
        setOpen(null);
      },
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Something went wrong. Please try again.'),
    });
  };

  const suspended = customer.status === 'suspended';
  return (
    <section aria-labelledby={`${roleId}-heading`} className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-4">
      <h2 id={`${roleId}-heading`} className="text-lg font-semibold text-ink-900">Actions</h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setOpen({ title: `Make ${customer.name} ${role}`, build: (reason) => ({ kind: 'role', role, reason }) });
          }}
        >
          <div>
            <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-ink-800">
              Role
            </label>
            <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as UserRole)} className={cn(inputClasses, 'border-ink-300')}>
              {roleOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={role === customer.role}>
            Change role
          </Button>
        </form>
        {suspended ? (
          <Button variant="accent" onClick={() => setOpen({ title: 'Reinstate account', build: (reason) => ({ kind: 'reinstate', reason }) })}>
            Reinstate account
          </Button>
        ) : (
          <Button variant="secondary" className="text-danger-700" onClick={() => setOpen({ title: 'Suspend account', build: (reason) => ({ kind: 'suspend', reason }) })}>
            Suspend account
          </Button>
        )}
      </div>
      {open ? (
        <ReasonDialog
          title={open.title}
          confirmLabel="Confirm"
          pending={action.isPending}
          onConfirm={({ reason }) => send(open.build(reason))}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
