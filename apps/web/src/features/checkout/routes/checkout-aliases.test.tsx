import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routes } from '@/app/router';
import { signIn } from '@/test/fixtures';
import { routedFetch } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the checkout aliases of the spec', () => {
  it.each(['/checkout', '/placeorder'])('%s leads to /place-order', async (alias) => {
    signIn();
    vi.stubGlobal('fetch', vi.fn(routedFetch({}).fetch));
    const router = createMemoryRouter(routes, { initialEntries: [alias] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/place-order'));
    router.dispose();
  });
});
