import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry, AuditListResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';
import { changedFields } from './audit-changes';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a-1', at: '2026-11-02T09:00:00.000Z', actor: { id: 'u-1', name: 'Achieng' }, action: 'user.suspend', entity: 'user',
  entityId: 'c-1', before: { status: 'active', role: 'customer' }, after: { status: 'suspended', role: 'customer' }, reason: 'Chargeback fraud', ...overrides,
});
const page = (entries: AuditEntry[]): AuditListResponse => ({ success: true, entries, nextCursor: null });
const auditCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/admin/audit').map((call) => call.url.searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('changedFields', () => {
  it('keeps only the fields that differ, with absent sides left out', () => {
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 3, c: 'x' })).toEqual([{ field: 'b', before: 2, after: 3 }, { field: 'c', after: 'x' }]);
    expect(changedFields(null, { status: 'paid' })).toEqual([{ field: 'status', after: 'paid' }]);
    expect(changedFields('old', 'new')).toEqual([{ field: 'value', before: 'old', after: 'new' }]);
  });
});

describe('/admin/audit', () => {
  it('shows who, why and the changed fields as before → after, not raw JSON', async () => {
    signIn();
    renderAdmin('/admin/audit', { 'GET /api/admin/audit': () => page([entry()]) });
    const row = within(await screen.findByTestId('audit-entry'));
    expect(row.getByText(/By Achieng/).textContent).toContain('Chargeback fraud');
    const diff = within(row.getByTestId('audit-diff'));
    expect(diff.getByText('Status')).toBeTruthy();
    expect(diff.getByText('active')).toBeTruthy();
    expect(diff.getByText('suspended')).toBeTruthy();
    expect(diff.queryByText('Role')).toBeNull();
    expect(row.queryByText(/\{/)).toBeNull();
  });

  it('filters by entity, actor name, action and days, in the URL and the query', async () => {
    signIn();
    const { stub, router } = renderAdmin('/admin/audit', { 'GET /api/admin/audit': () => page([]) });
    await screen.findByText('No changes match these filters.');
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'user' } });
    fireEvent.change(screen.getByLabelText('Changed by'), { target: { value: ' Achi ' } });
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'user.suspend' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-22' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(Object.fromEntries(auditCalls(stub.calls).at(-1)!)).toEqual({
      entity: 'user', actorName: 'Achi', action: 'user.suspend', from: '2026-11-01', to: '2026-11-22',
    }));
    expect(router.state.location.search).toContain('entity=user');
  });
});
