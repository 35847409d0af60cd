import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { Newsletter } from './newsletter';

function submit(value: string) {
  const input = screen.getByLabelText<HTMLInputElement>('Email address');
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }));
  return input;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Newsletter', () => {
  it('has a required e-mail field and promises 20% off', async () => {
    renderApp(<Newsletter />);
    const input = await screen.findByLabelText<HTMLInputElement>('Email address');
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    expect(screen.getByRole('heading', { name: 'Subscribe now & get 20% off' })).toBeTruthy();
  });

  it.each(['', 'not-an-email', 'wanjiru@', 'wanjiru@mail'])('rejects %j with the spec message', async (value) => {
    renderApp(<Newsletter />);
    await screen.findByLabelText('Email address');
    submit(value);
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('accepts a valid address locally and resets the form', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderApp(<Newsletter />);
    await screen.findByLabelText('Email address');
    const input = submit('wanjiru@example.co.ke');
    expect(await screen.findByText('Subscribed successfully!')).toBeTruthy();
    expect(input.value).toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
