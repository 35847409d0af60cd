import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { checkoutPhoneProblem, type CartResponse } from '@mitumba/contracts/plain';
import { checkoutProblem } from './checkout-problem';
import { addressProblems, trimAddress, type AddressDraft, type AddressField } from './delivery-address';
import { needsSecurityCode, type CheckoutMethod, type CheckoutMethodId } from './payment-choice';
import { useCheckoutPlacement } from './use-checkout-placement';
import { useCoupon } from './use-coupon';
import { useSecurityCode } from './use-security-code';
import { useSubmitGuard } from './use-submit-guard';
import { useOrderId } from './use-order-id';

type CheckedField = AddressField | 'mpesaPhone';

interface CheckoutFormInput {
  cart: CartResponse;
  methods: CheckoutMethod[];
  initialAddress: AddressDraft;
}

/**
 * Everything /place-order's form holds: the delivery details, the chosen method and its phone or security code, the
 * coupon, the terms, and the guarded submit. A field's message shows once it was left or a submit was tried.
 */
export function useCheckoutForm({ cart, methods, initialAddress }: CheckoutFormInput) {
  const { orderId, renewAfter } = useOrderId();
  const [address, setAddress] = useState(initialAddress);
  const [left, setLeft] = useState<ReadonlySet<CheckedField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [method, setMethod] = useState<CheckoutMethodId | null>(methods[0]?.id ?? null);
  /** null: the M-Pesa phone follows the delivery phone until edited. */
  const [mpesaPhoneEdit, setMpesaPhone] = useState<string | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const coupon = useCoupon();
  const securityCode = useSecurityCode(address.email.trim());
  const guard = useSubmitGuard();
  const place = useCheckoutPlacement(orderId, renewAfter);

  const mpesaPhone = mpesaPhoneEdit ?? address.phone;
  const problems = addressProblems(address);
  const mpesaPhoneProblem = method === 'mpesa' ? checkoutPhoneProblem(mpesaPhone) : null;
  const shown = (field: CheckedField) => submitted || left.has(field);
  const codeNeeded = method !== null && needsSecurityCode(method);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guard.busy || method === null) return;
    setSubmitted(true);
    const problem = checkoutProblem({
      addressProblems: problems, mpesaPhoneProblem, couponProblem: coupon.problem(), termsAccepted, privacyAccepted,
    });
    if (problem) {
      toast.error(problem);
      return;
    }
    void guard.run(() =>
      place({ method, address: trimAddress(address), mpesaPhone: mpesaPhone.trim(), securityCode: securityCode.code, coupon: coupon.applied, cart }),
    );
  };

  return {
    address,
    setField: (field: AddressField, value: string) => setAddress((current) => ({ ...current, [field]: value })),
    leaveField: (field: CheckedField) => setLeft((current) => new Set(current).add(field)),
    addressErrors: Object.fromEntries(Object.entries(problems).filter(([field]) => shown(field as AddressField))),
    method,
    setMethod,
    mpesaPhone,
    setMpesaPhone,
    mpesaPhoneError: shown('mpesaPhone') ? mpesaPhoneProblem : null,
    securityCode,
    codeNeeded,
    coupon,
    termsAccepted,
    setTermsAccepted,
    privacyAccepted,
    setPrivacyAccepted,
    placing: guard.busy,
    canConfirm: method !== null && !guard.busy && (!codeNeeded || securityCode.status === 'valid'),
    submit,
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
