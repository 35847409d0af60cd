import { fireEvent, screen, within } from '@testing-library/react';
import type { MyReferralsResponse, ReferralEntry } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { ReferralPage } from './referral-page';

const LINK = 'https://mitumba.example/login?ref=48213957';
const linkAnswer = () => ({ success: true, referralLink: LINK, referralCode: '48213957' });
const entry = (extra: Partial<ReferralEntry> = {}): ReferralEntry => ({
  id: 'r-1', referred: { name: 'Achieng O.', phone: '07*****678', email: 'a***@example.test' }, date: '2026-11-02T09:00:00.000Z',
  status: 'Pending', points: 0, ...extra,
});
const mine = (referrals: ReferralEntry[], stats: MyReferralsResponse['stats']): MyReferralsResponse => ({ success: true, referrals, stats });

function renderReferral(handlers: Record<string, RouteHandler>) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp([
    { path: '/Referral', element: <ReferralPage /> },
    { path: '/login', element: <p>login page</p> },
  ], { url: '/Referral' });
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ReferralPage', () => {
  it('sends visitors to /login without asking for anything', async () => {
    const stub = renderReferral({});
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
  });

  it('shows the link with a copy button and a WhatsApp share, the explanation, the four cards and each referral', async () => {
    signIn();
    const stub = renderReferral({
      'GET /api/user/referral-link': linkAnswer,
      'GET /api/user/my-referrals': () => mine(
        [entry(), entry({ id: 'r-2', referred: { name: 'Baraka M.', phone: '07*****111', email: 'b***@example.test' }, status: 'Awarded', points: 500 })],
        { total: 2, pending: 1, awarded: 1, pointsEarned: 500 },
      ),
    });
    expect((await screen.findByTestId('referral-link')).textContent).toBe(LINK);
    expect(stub.calls.every((call) => call.headers.get('authorization')?.startsWith('Bearer '))).toBe(true);
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(share.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`Shop quality mitumba with me at Mitumba. Sign up with my link: ${LINK}`)}`);
    expect(share.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/you get 500 points/)).toBeTruthy();

    expect((await screen.findByTestId('referral-total')).textContent).toBe('2');
    expect(screen.getByTestId('referral-pending').textContent).toBe('1');
    expect(screen.getByTestId('referral-awarded').textContent).toBe('1');
    expect(screen.getByTestId('referral-pointsEarned').textContent).toBe('500');

    const rows = within(screen.getByRole('table', { name: 'Your referrals' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Achieng O.', '07*****678', 'a***@example.test', '2 Nov 2026', 'Pending', '0'],
      ['Baraka M.', '07*****111', 'b***@example.test', '2 Nov 2026', 'Awarded', '500'],
    ]);
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Your referrals' })).getAllByRole('listitem');
    expect(cards[1]?.textContent).toContain('+500 points');
  });

  it("shows an awarded referral's points as pending until the friend's return window closes, and an award taken back", async () => {
    signIn();
    renderReferral({
      'GET /api/user/referral-link': linkAnswer,
      'GET /api/user/my-referrals': () => mine(
        [
          entry({ status: 'Awarded', points: 500, pendingPoints: 500, pendingUntil: '2026-12-04T09:00:00.000Z' }),
          entry({ id: 'r-2', referred: { name: 'Baraka M.', phone: '07*****111', email: 'b***@example.test' }, status: 'Awarded', points: 0, takenBack: true }),
        ],
        { total: 2, pending: 0, awarded: 2, pointsEarned: 500 },
      ),
    });
    const table = await screen.findByRole('table', { name: 'Your referrals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual(['500pending until 4 Dec 2026', '0taken back: order returned']);
    const cards = within(screen.getByRole('list', { name: 'Your referrals' })).getAllByRole('listitem');
    expect(cards[0]?.textContent).toContain('+500 points (pending until 4 Dec 2026)');
  });

  it('copies the link and says Copied', async () => {
    signIn();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderReferral({ 'GET /api/user/referral-link': linkAnswer, 'GET /api/user/my-referrals': () => mine([], { total: 0, pending: 0, awarded: 0, pointsEarned: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('shows an empty state when nobody signed up through the link yet', async () => {
    signIn();
    renderReferral({ 'GET /api/user/referral-link': linkAnswer, 'GET /api/user/my-referrals': () => mine([], { total: 0, pending: 0, awarded: 0, pointsEarned: 0 }) });
    expect(await screen.findByText('No referrals yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByTestId('referral-total').textContent).toBe('0');
  });

  it("says 'Error fetching referral link' and fetches it again on Try Again", async () => {
    signIn();
    let fail = true;
    renderReferral({
      'GET /api/user/referral-link': () => (fail ? reply(500, { success: false, message: 'Internal error' }) : linkAnswer()),
      'GET /api/user/my-referrals': () => mine([], { total: 0, pending: 0, awarded: 0, pointsEarned: 0 }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error fetching referral link');
    expect((await screen.findAllByText('Error fetching referral link')).length).toBeGreaterThanOrEqual(2);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByTestId('referral-link')).textContent).toBe(LINK);
  });
});
