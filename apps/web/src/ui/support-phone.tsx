import { SUPPORT_PHONE } from '@mitumba/contracts/plain';
import { supportLinks } from '@/lib/contact-links';
import { cn } from '@/lib/cn';
import { CopyButton } from './copy-button';

/** The shop's phone to call, with the copy button of spec 2 §8 ('Phone copied!'). */
export function SupportPhone({ className }: { className?: string }) {
  return (
    <span className="inline-flex items-center">
      <a href={supportLinks.tel} className={cn('inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2', className)}>
        {SUPPORT_PHONE}
      </a>
      <CopyButton text={SUPPORT_PHONE.replace(/\s/g, '')} label="phone" copiedMessage="Phone copied!" />
    </span>
  );
}
