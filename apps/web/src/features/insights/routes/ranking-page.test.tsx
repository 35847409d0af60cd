import { fireEvent, screen, within } from '@testing-library/react';
import { currentRankingPeriod, rankingYears, type RankingResponse, type RankingRow } from '@mitumba/contracts/plain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch } from '@/test/render';
import { RankingPage } from './ranking-page';

const other = (position: number, name: string, totalAtLeast: number): RankingRow =>
  ({ isYou: false, position, label: (['Champion', 'Runner Up', 'Top 3'] as const)[position - 1] ?? null, name, totalAtLeast });
const me = (position: number) => ({
  isYou: true as const, position, label: null, name: 'Amani Otieno', email: 'amani@example.test', phone: '0711000999', total: 3345, orderCount: 2,
});

function renderRanking(respond: (url: URL) => unknown) {
  const stub = routedFetch({ 'GET /api/order/ranking': ({ url }) => respond(url) });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  return {
    ...stub,
    ...renderApp([
      { path: '/order-ranking', element: <RankingPage /> },
      { path: '/login', element: <p>login form</p> },
    ], { url: '/order-ranking' }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('RankingPage', () => {
  it("loads this month, shows the labels and the viewer's own card highlighted, and reloads when the month changes", async () => {
    signIn();
    const { calls } = renderRanking((url): RankingResponse => ({
      success: true, month: Number(url.searchParams.get('month')), year: Number(url.searchParams.get('year')),
      ranking: url.searchParams.get('month') === '1'
        ? [other(1, 'Q*****', 900)]
        : [other(1, 'F*****', 7000), other(2, 'Z*****', 5000), other(3, 'C*****', 4000), me(4)],
      you: url.searchParams.get('month') === '1' ? null : me(4),
    }));
    const now = currentRankingPeriod();
    const own = await screen.findByRole('article', { name: 'You, position 4' });
    expect(within(own).getByText('Amani Otieno')).toBeTruthy();
    expect(within(own).getByText('ksh 3,345')).toBeTruthy();
    expect(within(own).getByText('2 delivered orders')).toBeTruthy();
    const champion = screen.getByRole('article', { name: 'Position 1' });
    expect(within(champion).getByText('Champion')).toBeTruthy();
    expect(within(champion).getByText('ksh 7,000+')).toBeTruthy();
    expect(screen.getByText('Runner Up')).toBeTruthy();
    expect(screen.getByText('Top 3')).toBeTruthy();
    expect(calls[0]?.url.search).toBe(`?month=${now.month}&year=${now.year}`);

    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe(String(now.year));
    expect(within(screen.getByLabelText('Year')).getAllByRole('option').map((option) => option.textContent)).toEqual(rankingYears().map(String));
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1' } });
    expect(await screen.findByText('Q*****')).toBeTruthy();
    expect(calls.at(-1)?.url.search).toBe(`?month=1&year=${now.year}`);
    expect(screen.queryByText('Amani Otieno')).toBeNull();
  });

  it('shows the viewer below the top 10 when they are not in it', async () => {
    signIn();
    renderRanking(() => ({
      success: true, month: 1, year: 2026,
      ranking: Array.from({ length: 10 }, (_, index) => other(index + 1, 'X*****', 2000)), you: me(11),
    }));
    const yours = await screen.findByRole('region', { name: 'Your position' });
    expect(within(yours).getByRole('article', { name: 'You, position 11' })).toBeTruthy();
  });

  it("says 'Failed to load data. Please try again.' when the ranking cannot be loaded", async () => {
    signIn();
    renderRanking(() => reply(500, { success: false, message: 'boom' }));
    expect(await screen.findByText('Failed to load data. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('sends visitors to the login page', async () => {
    renderRanking(() => ({}));
    expect(await screen.findByText('login form')).toBeTruthy();
  });
});
