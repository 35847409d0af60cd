import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { SignupForm } from './signup-form';

function OtpTarget() {
  return <p>OTP page for {(useLocation().state as { email: string }).email}</p>;
}

function renderSignup(handlers: Record<string, RouteHandler> = {}) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  renderApp(
    [
      { path: '/login', element: <SignupForm /> },
      { path: '/otpverify', element: <OtpTarget /> },
    ],
    { url: '/login' },
  );
  return stub;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid(phone = '0712345678') {
  type('Full name', 'Amina Njeri');
  type('Phone number', phone);
  type('Email address', 'amina@example.co.ke');
  type('Password', 'weakpassword');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignupForm phone', () => {
  it('keeps digits only, at most 10 for the 0 form, and the +254 form whole', async () => {
    renderSignup();
    type('Phone number', '07a1-2 34');
    expect(field('Phone number').value).toBe('071234');
    type('Phone number', '071234567899');
    expect(field('Phone number').value).toBe('0712345678');
    type('Phone number', '+254722000111');
    expect(field('Phone number').value).toBe('+254722000111');
    type('Referral phone (optional)', '+254 700');
    expect(field('Referral phone (optional)').value).toBe('254700');
  });

  it.each([
    ['712345678', 'Please enter a valid phone number starting with 0.'],
    ['071234', 'Please enter a valid 10-digit phone number starting with 0.'],
    ['', 'Please enter a valid phone number starting with 0.'],
  ])('%j is refused with the spec message, before any call', async (phone, message) => {
    const stub = renderSignup();
    fillValid(phone);
    submit();
    expect((await screen.findByText(message)).id).toBe(field('Phone number').getAttribute('aria-describedby'));
    expect(stub.calls).toHaveLength(0);
  });
});

describe('SignupForm submit', () => {
  it('accepts a +254 number and sends it as typed (the server stores the +254 form)', async () => {
    const stub = renderSignup({
      'GET /api/user/check-phone': () => ({ success: true, available: true }),
      'POST /api/user/register': ({ body }) =>
        reply(201, { success: true, message: 'Check your e-mail for the code', email: (body as { email: string }).email }),
    });
    fillValid('+254722000111');
    submit();
    expect(await screen.findByText('OTP page for amina@example.co.ke')).toBeTruthy();
    expect(stub.calls[0]?.url.searchParams.get('phone')).toBe('+254722000111');
    expect((stub.calls[1]?.body as { phone: string }).phone).toBe('+254722000111');
  });

  it('checks the phone, registers, and opens the OTP page with the e-mail (a weak password does not block)', async () => {
    const stub = renderSignup({
      'GET /api/user/check-phone': () => ({ success: true, available: true }),
      'POST /api/user/register': ({ body }) =>
        reply(201, { success: true, message: 'Check your e-mail for the code', email: (body as { email: string }).email }),
    });
    fillValid();
    expect(screen.getByText(/Password strength:/).textContent).toBe('Password strength: Weak');
    submit();
    expect(await screen.findByText('OTP page for amina@example.co.ke')).toBeTruthy();
    expect(stub.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /api/user/check-phone', 'POST /api/user/register']);
    expect(stub.calls[0]?.url.searchParams.get('phone')).toBe('0712345678');
    expect(stub.calls[1]?.body).toEqual({ name: 'Amina Njeri', phone: '0712345678', email: 'amina@example.co.ke', password: 'weakpassword' });
    expect(JSON.parse(sessionStorage.getItem('otpVerification') ?? '{}').email).toBe('amina@example.co.ke');
  });

  it("says 'Phone number already registered' next to the phone, and does not register", async () => {
    const stub = renderSignup({ 'GET /api/user/check-phone': () => ({ success: true, available: false }) });
    fillValid();
    submit();
    await waitFor(() => expect(screen.getAllByText('Phone number already registered').length).toBeGreaterThanOrEqual(2));
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(stub.calls.some((call) => call.url.pathname === '/api/user/register')).toBe(false);
  });

  it("says 'Error checking phone availability' when the check fails", async () => {
    renderSignup({ 'GET /api/user/check-phone': () => reply(500, { success: false, message: 'boom' }) });
    fillValid();
    submit();
    expect(await screen.findByText('Error checking phone availability')).toBeTruthy();
  });

  it("shows the server's refusal of a taken e-mail next to the e-mail", async () => {
    renderSignup({
      'GET /api/user/check-phone': () => ({ success: true, available: true }),
      'POST /api/user/register': () => reply(409, { success: false, message: 'Email already registered' }),
    });
    fillValid();
    submit();
    await waitFor(() => expect(field('Email address').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Email already registered').length).toBeGreaterThanOrEqual(1);
  });
});
