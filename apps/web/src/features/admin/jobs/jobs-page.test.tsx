import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminJob, AdminJobsResponse } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { reply } from '@/test/render';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const dead: AdminJob = {
  id: 'job-1', kind: 'order.mail', label: 'Order e-mail', key: 'paid:ORD-1700000000001-aaaaaaaa', state: 'dead', tries: 8,
  lastError: 'Greeting never received', nextTryAt: null, createdAt: '2026-11-22T10:00:00.000Z',
};
const failing: AdminJob = {
  id: 'job-2', kind: 'waitlist.notice', label: 'Waitlist e-mail', key: '6f1c2d3e-0000-4000-8000-000000000001', state: 'failing', tries: 2,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25', nextTryAt: '2099-01-01T09:00:00.000Z', createdAt: '2026-11-22T09:00:00.000Z',
};
const page = (jobs: AdminJob[], nextCursor: string | null = null): AdminJobsResponse => ({ success: true, jobs, nextCursor });

describe('/admin/jobs (background work)', () => {
  it('lists each failing or dead job in shop words with its cause, tries, last error and next try', async () => {
    signIn();
    renderAdmin('/admin/jobs', { 'GET /api/admin/jobs': () => page([dead, failing]) });
    expect(await screen.findByRole('heading', { name: 'Background work' })).toBeTruthy();
    const rows = await screen.findAllByTestId('admin-job-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('Order e-mail')).toBeTruthy();
    expect(first.getByText(dead.key)).toBeTruthy();
    expect(first.getByText('Gave up')).toBeTruthy();
    expect(first.getByText('Greeting never received')).toBeTruthy();
    expect(first.getByText('Not again')).toBeTruthy();
    expect(within(rows[1]!).getByText('Retrying')).toBeTruthy();
    expect(within(rows[1]!).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(screen.getAllByTestId('admin-job-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Background work' }).getAttribute('href')).toBe('/admin/jobs');
  });

  it('asks a reason before a retry, posts it and shows the answer', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/jobs', {
      'GET /api/admin/jobs': () => page([dead]),
      'POST /api/admin/jobs/job-1/retry': () => ({
        success: true, message: 'Order e-mail sent back to run now.',
        job: { id: 'job-1', kind: 'order.mail', label: 'Order e-mail', key: dead.key, state: 'queued', tries: 8, nextTryAt: '2026-11-22T11:00:00.000Z' },
      }),
    });
    const [row] = await screen.findAllByTestId('admin-job-row');
    fireEvent.click(within(row!).getByRole('button', { name: `Retry Order e-mail ${dead.key}` }));
    const dialog = screen.getByRole('dialog', { name: 'Retry: Order e-mail' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Mail server is back ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Order e-mail sent back to run now.')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Mail server is back' });
  });

  it("shows the server's refusal of a retry", async () => {
    signIn();
    renderAdmin('/admin/jobs', {
      'GET /api/admin/jobs': () => page([dead]),
      'POST /api/admin/jobs/job-1/retry': () => reply(409, { success: false, message: 'This job has already run: there is nothing to retry.' }),
    });
    const [row] = await screen.findAllByTestId('admin-job-row');
    fireEvent.click(within(row!).getByRole('button', { name: /^Retry / }));
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Reason'), { target: { value: 'Checking' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('This job has already run: there is nothing to retry.')).toBeTruthy();
  });

  it('filters by state through the URL, says when nothing fails, and loads the next page with the cursor', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/jobs?state=dead', {
      'GET /api/admin/jobs': ({ url }) => (url.searchParams.get('state') !== 'dead' ? page([]) : url.searchParams.get('cursor') ? page([failing]) : page([dead], 'job-1')),
    });
    expect(await screen.findAllByTestId('admin-job-row')).toHaveLength(1);
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('dead');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('admin-job-row')).toHaveLength(2));
    expect(stub.calls.filter((call) => call.url.pathname === '/api/admin/jobs').at(-1)?.url.searchParams.get('cursor')).toBe('job-1');

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: '' } });
    expect(await screen.findByText('Nothing is failing')).toBeTruthy();
    expect(stub.calls.filter((call) => call.url.pathname === '/api/admin/jobs').at(-1)?.url.searchParams.has('state')).toBe(false);
  });
});
