import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { OtpVerifyPage } from './otp-verify-page';
import { OtpVerifySuccessPage } from './otp-verify-success-page';

const EMAIL = 'amina@example.co.ke';

function renderOtp(handlers: Record<string, RouteHandler> = {}, state: unknown = { email: EMAIL }) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp(
    [
      { path: '/otpverify', element: <OtpVerifyPage /> },
      { path: '/otpverifysuccess', element: <OtpVerifySuccessPage /> },
    ],
    { url: '/otpverify', state },
  );
  return stub;
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: /^Digit \d of 6$/ });
const values = () => boxes().map((box) => box.value).join('');
const paste = (box: HTMLInputElement, text: string) =>
  fireEvent.paste(box, { clipboardData: { getData: () => text } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OTP boxes', () => {
  it('fills all six boxes from a pasted code, wherever it is pasted', () => {
    renderOtp();
    paste(boxes()[2]!, ' 12-34 56 ');
    expect(values()).toBe('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('moves on as digits are typed, ignores letters, and Backspace on an empty box goes back', () => {
    renderOtp();
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'x' } });
    expect(values()).toBe('4');
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(values()).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it("refuses an incomplete code with 'Please enter a valid 6-digit OTP', without calling the server", async () => {
    const stub = renderOtp();
    paste(boxes()[0]!, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a valid 6-digit OTP')).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
  });
});

describe('OtpVerifyPage', () => {
  it('verifies the code and greets the customer by name', async () => {
    const stub = renderOtp({ 'POST /api/user/verify-otp': () => ({ success: true, message: 'Verified', name: 'Amina' }) });
    expect(screen.getByText(EMAIL)).toBeTruthy();
    paste(boxes()[0]!, '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dear Amina, your account is now verified!')).toBeTruthy();
    expect(stub.calls[0]?.body).toEqual({ email: EMAIL, otp: '654321' });
    expect(screen.getByRole('link', { name: 'Continue to Login' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's message for a wrong code", async () => {
    renderOtp({ 'POST /api/user/verify-otp': () => reply(400, { success: false, message: 'Invalid OTP. Please try again.' }) });
    paste(boxes()[0]!, '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('Invalid OTP. Please try again.')).length).toBeGreaterThan(0);
  });

  it('survives a reload: the e-mail comes back from sessionStorage', () => {
    renderOtp();
    renderOtp({}, null);
    expect(screen.getAllByText(EMAIL)).toHaveLength(2);
  });

  it("says 'Email not found. Please try signing up again.' without an e-mail", () => {
    renderOtp({}, null);
    expect(screen.getByText('Email not found. Please try signing up again.')).toBeTruthy();
  });

  it("counts 120 s down, then disables the boxes and offers 'Request a new OTP', which starts again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stub = renderOtp({ 'POST /api/user/request-new-otp': () => ({ success: true, message: 'A new OTP has been sent' }) });
    expect(screen.getByTestId('otp-countdown').textContent).toContain('2:00');
    paste(boxes()[0]!, '12');
    act(() => vi.advanceTimersByTime(120_000));
    expect(boxes().every((box) => box.disabled)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Request a new OTP' }));
    await waitFor(() => expect(screen.getByTestId('otp-countdown').textContent).toContain('2:00'));
    expect(values()).toBe('');
    expect(boxes().every((box) => !box.disabled)).toBe(true);
    expect(stub.calls[0]?.body).toEqual({ email: EMAIL });
  });

  it("says 'Failed to send new OTP.' when the server refuses a new code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderOtp({ 'POST /api/user/request-new-otp': () => reply(500, { success: false, message: 'SMTP down' }) });
    act(() => vi.advanceTimersByTime(120_000));
    fireEvent.click(screen.getByRole('button', { name: 'Request a new OTP' }));
    expect(await screen.findByText('Failed to send new OTP.')).toBeTruthy();
  });
});
