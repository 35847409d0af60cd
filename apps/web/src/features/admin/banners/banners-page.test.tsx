import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminBanner } from '@mitumba/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderAdmin } from '../test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const banner = (id: string, label: string, position: number, active = true): AdminBanner => ({
  id, label, position, active, imageUrl: `/media/banners/${id}.webp`, createdAt: '2026-11-20T08:00:00.000Z',
});

describe('/admin/banners', () => {
  it('lists banners in order, shown and hidden, and saves a new order when one moves down', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/banners', {
      'GET /api/admin/banners': () => ({ success: true, banners: [banner('b-1', 'Denim week', 0), banner('b-2', 'Clearance', 1, false)] }),
      'PUT /api/admin/banners/order': () => ({ success: true, banners: [] }),
    });
    const rows = await screen.findAllByTestId('admin-banner');
    expect(rows.map((row) => within(row).getByRole('textbox').getAttribute('value'))).toEqual(['Denim week', 'Clearance']);
    expect(within(rows[1]!).getByText('Hidden')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move banner 1 down' }));
    await vi.waitFor(() => expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: ['b-2', 'b-1'] }));
  });

  it('checks the label and the image before uploading, then sends both as multipart', async () => {
    signIn();
    const { stub } = renderAdmin('/admin/banners', {
      'GET /api/admin/banners': () => ({ success: true, banners: [] }),
      'POST /api/admin/banners': () => ({ success: true, message: 'Banner added', banner: banner('b-3', 'New in', 0) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add banner' }));
    expect(await screen.findByText('The label is required')).toBeTruthy();
    expect(screen.getByText('Choose an image for the banner')).toBeTruthy();
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'New in' } });
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [new File(['png'], 'banner.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(await screen.findByText('Banner added')).toBeTruthy();
    const form = stub.calls.find((call) => call.method === 'POST')!.body as FormData;
    expect(form.get('label')).toBe('New in');
    expect((form.get('image') as File).name).toBe('banner.png');
  });
});
