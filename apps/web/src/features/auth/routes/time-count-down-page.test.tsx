import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { TimeCountDownPage } from './time-count-down-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('TimeCountDownPage', () => {
  it('counts 60 s down, then resets the attempts to 3 and lets the customer retry', () => {
    vi.useFakeTimers();
    localStorage.setItem('remainingAttempts', '0');
    localStorage.setItem('lockoutUntil', String(Date.now() + 60_000));
    const { router } = renderApp(
      [
        { path: '/time-count-down', element: <TimeCountDownPage /> },
        { path: '/login', element: <p>login form</p> },
      ],
      { url: '/time-count-down' },
    );
    const retry = screen.getByRole<HTMLButtonElement>('button', { name: 'Retry Login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.getByTestId('lockout-countdown').textContent).toBe('60seconds');
    expect(retry.disabled).toBe(true);

    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByTestId('lockout-countdown').textContent).toBe('45seconds');
    expect(localStorage.getItem('remainingAttempts')).toBe('0');

    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByText('You can try again now.')).toBeTruthy();
    expect(localStorage.getItem('remainingAttempts')).toBe('3');
    expect(localStorage.getItem('lockoutUntil')).toBeNull();
    expect(retry.disabled).toBe(false);
    fireEvent.click(retry);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a reload continues the lockout instead of starting it again', () => {
    vi.useFakeTimers();
    localStorage.setItem('remainingAttempts', '0');
    localStorage.setItem('lockoutUntil', String(Date.now() + 20_000));
    renderApp(<TimeCountDownPage />, { url: '/time-count-down' });
    expect(screen.getByTestId('lockout-countdown').textContent).toBe('20seconds');
  });
});
