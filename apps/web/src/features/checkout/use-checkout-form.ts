import { useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { DEPOSIT_MESSAGES } from '@mitumba/contracts/deposits';
import { checkoutPhoneProblem, type CartResponse, type PaymentSettingsResponse } from '@mitumba/contracts/plain';
import { checkoutProblem } from './checkout-problem';
import { addressProblems, trimAddress, type AddressDraft, type AddressField } from './delivery-address';
import { orderAmounts } from './order-payload';
import { needsSecurityCode, phoneFieldOf, type CheckoutMethod, type CheckoutMethodId, type MethodPhoneField } from './payment-choice';
import { useCheckoutPlacement } from './use-checkout-placement';
import { useCoupon } from './use-coupon';
import { useDeliveryChoice } from './use-delivery-choice';
import { useDepositChoice } from './use-deposit-choice';
import { useHybridSplit } from './use-hybrid-split';
import { useSecurityCode } from './use-security-code';
import { useSubmitGuard } from './use-submit-guard';
import { useOrderId } from './use-order-id';
import { useSay } from '@/features/payments/message-words';

type CheckedField = AddressField | MethodPhoneField;

interface CheckoutFormInput {
  cart: CartResponse;
  methods: CheckoutMethod[];
  /** The deposit sub-methods offered and the minimum percents (GET /api/payment-settings). */
  deposits: Pick<PaymentSettingsResponse, 'depositMethods' | 'depositSettings' | 'offlineOrderHours'>;
  initialAddress: AddressDraft;
}

/**
 * Everything /place-order's form holds: the delivery details, the chosen method and its phone or security code, the
 * coupon, the terms, and the guarded submit. A field's message shows once it was left or a submit was tried.
 */
export function useCheckoutForm({ cart, methods, deposits, initialAddress }: CheckoutFormInput) {
  const { orderId, renewAfter } = useOrderId();
  const [address, setAddress] = useState(initialAddress);
  const [left, setLeft] = useState<ReadonlySet<CheckedField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // M-Pesa is chosen by default when offered (decision 0035); otherwise the owner's first method.
  const [method, setMethod] = useState<CheckoutMethodId | null>((methods.find((entry) => entry.id === 'mpesa') ?? methods[0])?.id ?? null);
  /** Each method's prompt phone follows the delivery phone until edited. */
  const [phoneEdits, setPhoneEdits] = useState<Partial<Record<MethodPhoneField, string>>>({});
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const coupon = useCoupon();
  const securityCode = useSecurityCode(address.email.trim());
  const delivery = useDeliveryChoice(address.city);
  const total = orderAmounts(cart, coupon.applied, delivery.fee).amount;
  const hybrid = useHybridSplit(total);
  const deposit = useDepositChoice(total, deposits, method === 'deposit');
  const guard = useSubmitGuard();
  const place = useCheckoutPlacement(orderId, renewAfter);

  // A deposit prompts through its sub-method, with that method's own phone field.
  const phoneField = phoneFieldOf(method === 'deposit' ? deposit.method : method);
  const methodPhone = phoneField ? (phoneEdits[phoneField] ?? address.phone) : '';
  const say = useSay();
  const problems = addressProblems(address);
  const methodPhoneProblem = phoneField ? checkoutPhoneProblem(methodPhone) : null;
  const hybridProblem = method === 'hybrid' ? hybrid.problem : null;
  const shown = (field: CheckedField) => submitted || left.has(field);
  const depositChosen = method === 'deposit';
  const depositProblem = depositChosen ? (deposit.method === null ? DEPOSIT_MESSAGES.unsupportedMethod : deposit.problem) : null;
  const codeNeeded = method !== null && (needsSecurityCode(method) || (depositChosen && deposit.method === 'cash'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (guard.busy || method === null) return;
    setSubmitted(true);
    const problem = checkoutProblem({
      addressProblems: problems, deliveryProblem: delivery.problem, methodPhoneProblem, hybridProblem, depositProblem, couponProblem: coupon.problem(), termsAccepted, privacyAccepted,
    });
    if (problem) {
      toast.error(say(problem));
      return;
    }
    void guard.run(() =>
      place({
        method, address: trimAddress(address), phone: methodPhone.trim(), securityCode: securityCode.code, coupon: coupon.applied, cart,
        hybrid: { provider: hybrid.provider, mobileAmount: hybrid.mobileAmount, cashAmount: hybrid.cashAmount },
        deposit: depositChosen && deposit.method ? { method: deposit.method, amount: deposit.amount } : null,
        delivery: delivery.chosen ? { id: delivery.chosen.id, fee: delivery.chosen.fee } : null,
      }),
    );
  };

  return {
    orderId,
    /** The order's total as the server priced the cart, less the coupon: what the final button says. */
    total,
    address,
    delivery,
    /** The delivery choice's message, once a submit was tried. */
    deliveryError: submitted ? delivery.problem : null,
    setField: (field: AddressField, value: string) => setAddress((current) => ({ ...current, [field]: value })),
    leaveField: (field: CheckedField) => setLeft((current) => new Set(current).add(field)),
    addressErrors: Object.fromEntries(Object.entries(problems).filter(([field]) => shown(field as AddressField))),
    method,
    setMethod,
    phoneField,
    methodPhone,
    setMethodPhone: (value: string) => {
      if (phoneField) setPhoneEdits((current) => ({ ...current, [phoneField]: value }));
    },
    methodPhoneError: phoneField && shown(phoneField) ? methodPhoneProblem : null,
    hybrid,
    hybridSplitError: method === 'hybrid' && (submitted || hybrid.mobileInput !== '') ? hybrid.problem : null,
    deposit,
    /** The deposit amount's message, once something was typed or a submit was tried. */
    depositAmountError: depositChosen && (submitted || deposit.amountInput !== '') ? deposit.problem : null,
    securityCode,
    codeNeeded,
    coupon,
    termsAccepted,
    setTermsAccepted,
    privacyAccepted,
    setPrivacyAccepted,
    placing: guard.busy,
    canConfirm: method !== null && !guard.busy && (!codeNeeded || securityCode.status === 'valid') && (!depositChosen || deposit.ready),
    submit,
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
