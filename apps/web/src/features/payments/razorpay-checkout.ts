import type { RazorpayOrderResponse } from '@mitumba/contracts';

/**
 * Razorpay's checkout, opened as a popup (spec 2: "razorpay opens a popup"). The shop loads no script from Razorpay's
 * CDN: the popup is Razorpay's checkout page (the sandbox's stand-in here), which hands its handler's result back with
 * `postMessage`. Only a message from the checkout's own origin and window is read, and the first one settles it. The
 * trio it yields proves nothing by itself: the server checks it and asks Razorpay (GET /api/order/verifyRazorpay).
 */
export type RazorpayHandlerResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type RazorpayCheckoutResult =
  | { kind: 'paid'; response: RazorpayHandlerResponse }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export const POPUP_BLOCKED_MESSAGE = 'Please allow pop-ups to pay with Razorpay';
const POPUP_FEATURES = 'popup,width=480,height=720';
/** How often to notice a popup closed by its window button (no message is sent then). */
const CLOSED_CHECK_MS = 500;

type CheckoutMessage = { source?: unknown; response?: unknown; error?: unknown; dismissed?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function handlerResponse(value: unknown): RazorpayHandlerResponse | null {
  if (!isObject(value)) return null;
  const { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature } = value;
  return typeof paymentId === 'string' && typeof orderId === 'string' && typeof signature === 'string'
    ? { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: signature }
    : null;
}

/** What the checkout's message means, or null for anything that is not one. */
function resultOf(data: unknown): RazorpayCheckoutResult | null {
  if (!isObject(data) || (data as CheckoutMessage).source !== 'razorpay-checkout') return null;
  const message = data as CheckoutMessage;
  const response = handlerResponse(message.response);
  if (response) return { kind: 'paid', response };
  if (isObject(message.error)) {
    const description = message.error.description;
    return { kind: 'failed', message: typeof description === 'string' && description ? description : 'Payment failed. Please try again.' };
  }
  return message.dismissed === true ? { kind: 'dismissed' } : null;
}

export function checkoutAddress(order: RazorpayOrderResponse): URL {
  const url = new URL(order.checkoutUrl, window.location.href);
  url.searchParams.set('order_id', order.razorpayOrder.id);
  url.searchParams.set('key_id', order.keyId);
  return url;
}

export function openRazorpayCheckout(order: RazorpayOrderResponse): Promise<RazorpayCheckoutResult> {
  const url = checkoutAddress(order);
  const popup = window.open(url.toString(), 'razorpay-checkout', POPUP_FEATURES);
  if (!popup) return Promise.resolve({ kind: 'failed', message: POPUP_BLOCKED_MESSAGE });

  return new Promise((resolve) => {
    const finish = (result: RazorpayCheckoutResult) => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(closedCheck);
      resolve(result);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== url.origin || event.source !== popup) return;
      const result = resultOf(event.data);
      if (result) finish(result);
    }
    window.addEventListener('message', onMessage);
    const closedCheck = window.setInterval(() => {
      if (popup.closed) finish({ kind: 'dismissed' });
    }, CLOSED_CHECK_MS);
  });
}
