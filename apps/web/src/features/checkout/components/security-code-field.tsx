import { SECURITY_CODE_LENGTH } from '@mitumba/contracts/plain';
import { Field } from '@/ui/field';
import type { SecurityCodeState } from '../use-security-code';

const hints: Record<SecurityCodeState['status'], string> = {
  incomplete: `Ask the cashier for the ${SECURITY_CODE_LENGTH}-digit security code`,
  checking: 'Checking the code…',
  valid: 'Security code accepted',
  invalid: '',
  error: '',
};

/** The cashier's code for cash and cash on delivery, checked as soon as it is complete. */
export function SecurityCodeField({ securityCode }: { securityCode: SecurityCodeState }) {
  return (
    <Field
      label="Security code"
      name="securityCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SECURITY_CODE_LENGTH}
      pattern="[0-9]*"
      value={securityCode.code}
      onChange={(event) => securityCode.setCode(event.target.value)}
      error={securityCode.error}
      hint={<span aria-live="polite">{hints[securityCode.status]}</span>}
    />
  );
}
