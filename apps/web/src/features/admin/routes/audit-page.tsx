import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditEntry } from '@mitumba/contracts/plain';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { Skeleton } from '@/ui/skeleton';
import { useAudit } from '../api/get-audit';
import type { AuditFilters } from '../api/keys';
import { formatShopTime } from '../order-labels';

const filterNames = ['entity', 'entityId', 'actor'] as const;

function readFilters(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li data-testid="audit-entry" className="rounded-2xl border border-ink-200 bg-white p-4 text-sm">
      <p className="flex flex-wrap justify-between gap-2">
        <span className="font-semibold text-ink-900">
          {entry.action} · {entry.entity} {entry.entityId}
        </span>
        <span className="text-ink-600">{formatShopTime(entry.at)}</span>
      </p>
      <p className="mt-1 text-ink-700">
        By {entry.actor?.name ?? 'the system'}
        {entry.reason ? ` — ${entry.reason}` : ''}
      </p>
      <p className="mt-1 font-mono text-xs wrap-anywhere text-ink-600">
        {show(entry.before)} → {show(entry.after)}
      </p>
    </li>
  );
}

/** Every back-office change: who, what, when, before and after; filtered by what changed and by whom. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const audit = useAudit(filters);
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const name of filterNames) {
      const value = draft[name]?.trim();
      if (value) next.set(name, value);
    }
    setParams(next, { replace: true });
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-ink-900">Audit log</h1>
      <form onSubmit={apply} className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-4 sm:items-end">
        <Field label="Entity" placeholder="order" value={draft.entity ?? ''} onChange={(event) => setDraft({ ...draft, entity: event.target.value })} />
        <Field label="Entity id" placeholder="ORD-…" value={draft.entityId ?? ''} onChange={(event) => setDraft({ ...draft, entityId: event.target.value })} />
        <Field label="Actor id" value={draft.actor ?? ''} onChange={(event) => setDraft({ ...draft, actor: event.target.value })} />
        <Button type="submit">Filter</Button>
      </form>
      {audit.isPending ? <Skeleton className="h-64 w-full rounded-2xl" /> : null}
      {audit.isError ? (
        <p role="alert" className="text-danger-700">
          {isApiError(audit.error) ? audit.error.message : 'Could not load the audit log. Please try again.'}
        </p>
      ) : null}
      {audit.isSuccess && entries.length === 0 ? <p className="text-ink-700">No changes recorded yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
      {audit.hasNextPage ? (
        <Button variant="secondary" className="self-center" disabled={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </section>
  );
}

