import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLoginIntent } from '@/lib/login-intent';
import { markNewAccount } from '../new-account';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { AccountSuspendedPage } from './account-suspended-page';
import { LoginPage } from './login-page';
import { LoginSuccessPage } from './login-success-page';
import { RemainingAttemptsPage } from './remaining-attempts-page';
import { TimeCountDownPage } from './time-count-down-page';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${base64url({ alg: 'HS256' })}.${base64url({ id: 'user-42', sid: 's-1' })}.signature`;
const wrongPassword = () => reply(401, { success: false, message: 'Invalid email or password' });

function BackOnProduct() {
  const location = useLocation();
  return <p>Product page {location.pathname} with {JSON.stringify(location.state)}</p>;
}

function renderLogin(handlers: Record<string, RouteHandler>) {
  const stub = routedFetch(handlers);
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/forgotpassword', element: <LoginPage /> },
      { path: '/loginsuccess', element: <LoginSuccessPage /> },
      { path: '/remaining-attempts', element: <RemainingAttemptsPage /> },
      { path: '/time-count-down', element: <TimeCountDownPage /> },
      { path: '/account-suspended', element: <AccountSuspendedPage /> },
      { path: '/product/:productId', element: <BackOnProduct /> },
    ],
    { url: '/login' },
  );
  return { ...stub, ...view };
}

function logIn(email = 'wanjiku@mitumba.test', password = 'not-my-password') {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Login' }).at(-1)!);
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const customerLogin = { 'POST /api/user/login': () => ({ success: true, token: TOKEN, message: 'Welcome back!', username: 'Wanjiku', role: 'customer' }) };

describe('after the login', () => {
  it('someone who has just signed up is welcomed, not welcomed back', async () => {
    markNewAccount('Wanjiku@Mitumba.test');
    renderLogin(customerLogin);
    logIn('wanjiku@mitumba.test', 'Correct#Horse1');
    expect(await screen.findByRole('heading', { name: 'Welcome, Wanjiku!' })).toBeTruthy();
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(localStorage.getItem('newAccount')).toBeNull();
  });

  it('another account logging in on the same browser is welcomed back', async () => {
    markNewAccount('amina@example.co.ke');
    renderLogin(customerLogin);
    logIn('wanjiku@mitumba.test', 'Correct#Horse1');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Wanjiku!' })).toBeTruthy();
  });

  it('a visitor sent here by Add to cart goes back to the product with the action', async () => {
    rememberLoginIntent({ returnTo: '/product/p1', action: { kind: 'cart', productId: 'p1', weight: '45kg', quantity: 1 } });
    renderLogin(customerLogin);
    logIn('wanjiku@mitumba.test', 'Correct#Horse1');
    expect(
      await screen.findByText('Product page /product/p1 with {"resume":{"kind":"cart","productId":"p1","weight":"45kg","quantity":1}}'),
    ).toBeTruthy();
    expect(sessionStorage.getItem('loginIntent')).toBeNull();
  });
});

describe('login attempts', () => {
  it('start at 3; a wrong password leaves 2 and shows /remaining-attempts, whose Go Back returns to /login', async () => {
    const { router } = renderLogin({ 'POST /api/user/login': wrongPassword });
    logIn();
    expect((await screen.findByTestId('remaining-attempts')).textContent).toBe('You have 2 login attempts remaining.');
    expect(screen.getByRole('heading', { name: 'Invalid email or password' })).toBeTruthy();
    expect(localStorage.getItem('remainingAttempts')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('2 login attempts left before a short lockout.')).toBeTruthy();
  });

  it('the last wrong password sends the customer to the 60 s lockout at /time-count-down', async () => {
    localStorage.setItem('remainingAttempts', '1');
    const { router } = renderLogin({ 'POST /api/user/login': wrongPassword });
    logIn();
    expect(await screen.findByRole('heading', { name: 'Too many failed login attempts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/time-count-down');
    expect(localStorage.getItem('remainingAttempts')).toBe('0');
    expect(screen.getByTestId('lockout-countdown').textContent).toContain('60');
  });

  it('while locked out, /login itself leads to the countdown', async () => {
    localStorage.setItem('remainingAttempts', '0');
    localStorage.setItem('lockoutUntil', String(Date.now() + 30_000));
    const { router } = renderLogin({});
    expect(await screen.findByRole('heading', { name: 'Too many failed login attempts' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/time-count-down');
  });

  it('a server-side throttle (429) shows its message and costs no attempt', async () => {
    renderLogin({
      'POST /api/user/login': () => reply(429, { success: false, message: 'Too many failed attempts. Try again in 15 minutes.' }),
    });
    logIn();
    expect(await screen.findByText('Too many failed attempts. Try again in 15 minutes.')).toBeTruthy();
    expect(localStorage.getItem('remainingAttempts')).toBeNull();
  });
});

describe('login outcomes', () => {
  it("stores the token and user id, says 'Welcome back!' and opens /loginsuccess", async () => {
    localStorage.setItem('remainingAttempts', '2');
    const { calls } = renderLogin({
      'POST /api/user/login': () => ({ success: true, token: TOKEN, message: 'Welcome back!', username: 'Wanjiku', role: 'customer' }),
    });
    logIn('wanjiku@mitumba.test', 'Correct#Horse1');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Wanjiku!' })).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(localStorage.getItem('userId')).toBe('user-42');
    expect(localStorage.getItem('remainingAttempts')).toBe('3');
    expect(screen.getByRole('link', { name: 'Explore New Arrival' }).getAttribute('href')).toBe('/collection');
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
    expect(calls[0]?.body).toEqual({ email: 'wanjiku@mitumba.test', password: 'Correct#Horse1' });
  });

  it('a suspended account goes to /account-suspended, greeted by name', async () => {
    renderLogin({
      'POST /api/user/login': () =>
        reply(403, { success: false, message: 'Your account has been suspended. Please contact support.', username: 'Wanjiku', suspended: true }),
    });
    logIn();
    expect(await screen.findByText('Dear Wanjiku, your account has been suspended.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/contact');
    expect(localStorage.getItem('remainingAttempts')).toBeNull();
  });

  it('an unverified account is offered the OTP page for its e-mail', async () => {
    renderLogin({
      'POST /api/user/login': () =>
        reply(403, { success: false, message: 'Please verify your email before logging in.', needsVerification: true }),
    });
    logIn('amina@example.co.ke');
    expect(await screen.findByText('Please verify your email before logging in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify your email' }).getAttribute('href')).toBe('/otpverify');
    expect(localStorage.getItem('remainingAttempts')).toBeNull();
  });
});

describe('auth page modes', () => {
  it('switches between Login and Sign Up, and reaches Forgot Password at /forgotpassword and back', async () => {
    const { router } = renderLogin({});
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Up', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgotpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
  });
});

describe('a referral link (/login?ref={code})', () => {
  function renderInvite(url: string, handlers: Record<string, RouteHandler> = {}) {
    const stub = routedFetch(handlers);
    vi.stubGlobal('fetch', vi.fn(stub.fetch));
    const view = renderApp([
      { path: '/login', element: <LoginPage /> },
      { path: '/otpverify', element: <p>otp page</p> },
    ], { url });
    return { ...stub, ...view };
  }
  const referralField = () => screen.getByLabelText<HTMLInputElement>('Referral phone (optional)');

  it('opens Sign Up with the code in the referral field, kept across a switch to Login and back, and sends it', async () => {
    const { calls } = renderInvite('/login?ref=48213957', {
      'GET /api/user/check-phone': () => ({ success: true, available: true }),
      'POST /api/user/register': () => reply(201, { success: true, message: 'Check your e-mail for the code', email: 'amina@example.co.ke' }),
    });
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeTruthy();
    expect(referralField().value).toBe('48213957');
    expect(screen.getByText("Filled in from your friend's invite link.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(referralField().value).toBe('48213957');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Amina Njeri' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '0712345678' } });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'amina@example.co.ke' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Sokoni#2024' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign Up' }).at(-1)!);
    expect(await screen.findByText('otp page')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/user/register')?.body).toMatchObject({ referralPhone: '48213957' });
  });

  it('ignores a malformed ref: the login form, nothing filled in', async () => {
    renderInvite('/login?ref=abc<script>');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(referralField().value).toBe('');
  });
});
