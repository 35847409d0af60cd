import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { renderApp, reply, routedFetch, type RouteHandler } from '@/test/render';
import { FeedbackPage } from './feedback-page';

const ORDER = 'ORD-1700000000000-abc123';

function renderFeedback(handler?: RouteHandler, signedIn = true) {
  if (signedIn) signIn();
  const stub = routedFetch({
    'POST /api/feedback': handler ?? (() => ({ success: true, message: 'Thank you for your feedback!' })),
    'PATCH /api/order/update-feedback-status': () => ({ success: true, message: 'Feedback status saved', feedbackSubmitted: true }),
  });
  vi.stubGlobal('fetch', vi.fn(stub.fetch));
  const view = renderApp([
    { path: '/feedback/:orderId', element: <FeedbackPage /> },
    { path: '/orders', element: <p>Orders page</p> },
  ], { url: `/feedback/${ORDER}` });
  return { ...view, stub };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rate = (category: string, stars: number) =>
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${category}: ${stars} of 5`) }));
function rateAll() {
  rate('Quality', 5);
  rate('Price', 4);
  rate('Logistics', 3);
  rate('Customer Service', 2);
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('FeedbackPage', () => {
  it('rates with stars labelled Poor to Excellent, sends the feedback and its status, and goes to /orders', async () => {
    const { stub } = renderFeedback();
    const stars = screen.getAllByRole('radio', { name: /^Quality/ });
    expect(stars.map((star) => star.getAttribute('aria-label')?.split(', ')[1])).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    fireEvent.mouseEnter(stars[3]!.closest('label')!);
    expect(screen.getAllByTestId('rating-label')[0]?.textContent).toBe('Very Good');
    rateAll();
    type('Your feedback', 'Lovely jacket, fast delivery');
    type('Phone', '+254712345678');
    submit();
    expect(await screen.findByText('Orders page')).toBeTruthy();
    expect(stub.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['POST /api/feedback', 'PATCH /api/order/update-feedback-status']);
    expect(stub.calls[0]?.body).toEqual({
      feedback: 'Lovely jacket, fast delivery', email: '', phone: '+254712345678',
      ratings: { quality: 5, price: 4, logistics: 3, customerService: 2 }, orderId: ORDER,
    });
    expect(stub.calls[1]?.body).toEqual({ orderId: ORDER, feedbackSubmitted: true });
  });

  it('says every §5 rule before sending anything', () => {
    const { stub } = renderFeedback();
    submit();
    expect(alertText()).toBe('Please rate all categories.');
    rateAll();
    submit();
    expect(alertText()).toBe('Feedback cannot be empty.');
    type('Your feedback', Array.from({ length: 21 }, (_, i) => `w${i}`).join(' '));
    submit();
    expect(alertText()).toBe('Feedback cannot exceed 20 words.');
    type('Your feedback', 'Fine');
    type('Email', 'nope');
    submit();
    expect(alertText()).toBe('Please enter a valid email address.');
    type('Email', '');
    type('Phone', '123');
    submit();
    expect(alertText()).toBe('Please enter a valid phone number.');
    type('Phone', '');
    submit();
    expect(alertText()).toBe('Please provide either an email or phone number.');
    expect(stub.calls).toEqual([]);
  });

  it("asks a visitor to log in: 'You must be logged in to submit feedback.'", () => {
    const { stub } = renderFeedback(undefined, false);
    submit();
    expect(alertText()).toBe('You must be logged in to submit feedback.');
    expect(stub.calls).toEqual([]);
  });

  it("shows the server's refusal, or 'Something went wrong. Please try again.'", async () => {
    renderFeedback(() => reply(409, { success: false, message: 'Feedback has already been submitted for this order.' }));
    rateAll();
    type('Your feedback', 'Fine');
    type('Email', 'a@b.co');
    submit();
    expect(await screen.findByText('Feedback has already been submitted for this order.')).toBeTruthy();
  });

  it("falls back to 'Something went wrong. Please try again.'", async () => {
    renderFeedback(() => reply(500, null));
    rateAll();
    type('Your feedback', 'Fine');
    type('Email', 'a@b.co');
    submit();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
