import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { DataExportButton } from './data-export-button';

const requests: { url: string; authorization: string | null }[] = [];
let answer: () => Response;
const saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  requests.length = 0;
  saved.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), authorization: new Headers(init.headers).get('authorization') });
    return answer();
  }));
  // jsdom has no object URLs and cannot save files: keep what the link would have saved.
  let blob: Blob | undefined;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (value: Blob) => ((blob = value), 'blob:export'), revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blob!.text() });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataExportButton', () => {
  it('downloads the signed-in customer\'s export as a dated JSON file', async () => {
    signIn();
    answer = () => new Response(JSON.stringify({ success: true, profile: { name: 'Amina' } }), {
      status: 200, headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="mitumba-my-data-2026-11-23.json"' },
    });
    renderApp(<DataExportButton />);
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests).toEqual([{ url: '/api/user/export', authorization: expect.stringMatching(/^Bearer /) }]);
    expect(saved[0]?.name).toMatch(/^mitumba-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved[0]!.text)).toMatchObject({ profile: { name: 'Amina' } });
    expect(await screen.findByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false);
  });

  it('says why when the download fails', async () => {
    signIn();
    answer = () => new Response(JSON.stringify({ success: false, message: 'Please log in to continue.' }), { status: 401, headers: { 'Content-Type': 'application/json' } });
    renderApp(<DataExportButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    // The toaster's code loads with the first toast.
    expect(await screen.findByText('Please log in to continue.', {}, { timeout: 5000 })).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
