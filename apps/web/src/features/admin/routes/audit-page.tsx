import { useState, type FormEvent } from 'react';
import type { AuditEntry } from '@mitumba/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { useAudit } from '../api/get-audit';
import type { AuditFilters } from '../api/keys';
import { PagedList } from '../components/paged-list';
import { SelectField } from '../components/select-field';
import { useUrlFilters } from '../components/use-url-filters';
import { auditEntities, auditQuerySchema } from '../forms/contracts';
import { validateWith } from '../forms/validate';
import { formatShopTime } from '../order-labels';
import { AuditDiff } from './audit-diff';

/** The filters live in the URL, so a filtered log survives a reload and can be shared. */
const filterNames = ['entity', 'entityId', 'actor', 'actorName', 'action', 'from', 'to'] as const;
const entityOptions = auditEntities.map((entity) => ({ value: entity, label: entity.charAt(0).toUpperCase() + entity.slice(1) }));

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li data-testid="audit-entry" className="rounded-2xl border border-ink-200 bg-white p-4 text-sm">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold wrap-anywhere text-ink-900">
          {entry.action} · {entry.entity} <span className="font-normal text-ink-600">{entry.entityId}</span>
        </span>
        <span className="text-ink-600">{formatShopTime(entry.at)}</span>
      </p>
      <p className="mt-1 text-ink-700">
        By {entry.actor?.name ?? 'the system'}
        {entry.reason ? ` — “${entry.reason}”` : ''}
      </p>
      <AuditDiff before={entry.before} after={entry.after} />
    </li>
  );
}

/** Every back-office change: who, what, when, and the changed fields before → after; filtered by what, who, action and days. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const { filters, replaceAll } = useUrlFilters<AuditFilters>(filterNames);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const edit = (name: (typeof filterNames)[number], value: string) => setDraft({ ...draft, [name]: value });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const present = Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
    const checked = validateWith(auditQuerySchema, present);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    replaceAll(checked.value);
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink-900">Audit log</h1>
      <form onSubmit={apply} noValidate aria-label="Filter the audit log" className="grid grid-cols-2 gap-3 rounded-2xl border border-ink-200 bg-white p-4 lg:grid-cols-4 lg:items-end">
        <SelectField label="Entity" value={draft.entity ?? ''} options={entityOptions} onChange={(value) => edit('entity', value)} />
        <Field label="Entity id" placeholder="ORD-… or a user id" value={draft.entityId ?? ''} error={errors.entityId} onChange={(event) => edit('entityId', event.target.value)} />
        <Field label="Changed by" placeholder="Part of a name" value={draft.actorName ?? ''} error={errors.actorName} onChange={(event) => edit('actorName', event.target.value)} />
        <Field label="Action" placeholder="user.suspend" value={draft.action ?? ''} error={errors.action} onChange={(event) => edit('action', event.target.value)} />
        <Field label="From" type="date" value={draft.from ?? ''} error={errors.from} onChange={(event) => edit('from', event.target.value)} />
        <Field label="To" type="date" value={draft.to ?? ''} error={errors.to} onChange={(event) => edit('to', event.target.value)} />
        <Button type="submit" className="self-end">Filter</Button>
      </form>
      <PagedList query={audit} count={entries.length} errorText="Could not load the audit log. Please try again." empty="No changes match these filters.">
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
      </PagedList>
    </section>
  );
}
