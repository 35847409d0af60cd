import { SECURITY_CODE_LENGTH } from '@mitumba/contracts/plain';
import { Field } from '@/ui/field';
import type { SecurityCodeState } from '../use-security-code';
import { useT, type MessageId } from '@/i18n';
import { useSay } from '@/features/payments/message-words';

const hints: Record<SecurityCodeState['status'], MessageId | null> = {
  incomplete: 'checkout.code.incomplete',
  checking: 'checkout.code.checking',
  valid: 'checkout.code.valid',
  invalid: null,
  error: null,
};

/** The cashier's code for cash and cash on delivery, checked as soon as it is complete. */
export function SecurityCodeField({ securityCode }: { securityCode: SecurityCodeState }) {
  const t = useT();
  const say = useSay();
  const hint = hints[securityCode.status];
  return (
    <Field
      label={t('checkout.code.label')}
      name="securityCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SECURITY_CODE_LENGTH}
      pattern="[0-9]*"
      value={securityCode.code}
      onChange={(event) => securityCode.setCode(event.target.value)}
      error={securityCode.error && say(securityCode.error)}
      hint={<span aria-live="polite">{hint ? t(hint, { length: SECURITY_CODE_LENGTH }) : ''}</span>}
    />
  );
}
