import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { T, useT } from '@/i18n';

interface TermsConsentProps {
  termsAccepted: boolean;
  privacyAccepted: boolean;
  onTerms: (accepted: boolean) => void;
  onPrivacy: (accepted: boolean) => void;
}

const linkClasses = 'font-semibold text-brand-700 underline underline-offset-2';

/** Both boxes are required to place an order (spec 2 §5); the documents open in a new tab so the form stays. */
export function TermsConsent({ termsAccepted, privacyAccepted, onTerms, onPrivacy }: TermsConsentProps) {
  const t = useT();
  return (
    <fieldset className="space-y-1 text-sm text-ink-800">
      <legend className="sr-only">{t('checkout.terms.legend')}</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" checked={termsAccepted} onChange={(event) => onTerms(event.target.checked)} className="size-5 shrink-0 accent-brand-700" />
        <span>
          <T id="checkout.terms.terms" components={{ 0: <Link to={paths.terms} target="_blank" rel="noopener" className={linkClasses} /> }} />
        </span>
      </label>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" checked={privacyAccepted} onChange={(event) => onPrivacy(event.target.checked)} className="size-5 shrink-0 accent-brand-700" />
        <span>
          <T id="checkout.terms.privacy" components={{ 0: <Link to={paths.privacy} target="_blank" rel="noopener" className={linkClasses} /> }} />
        </span>
      </label>
    </fieldset>
  );
}
