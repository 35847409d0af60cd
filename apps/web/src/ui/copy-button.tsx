import { toast } from '@/ui/toaster';
import { Copy } from '@/ui/icons';
import { useT } from '@/i18n';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: 'Copy account number'. */
  label: string;
  /** The toast once copied: 'Reference copied!'. */
  copiedMessage: string;
}

/** Copies a value the customer has to type elsewhere (a paybill, an account number) and says so. */
export function CopyButton({ text, label, copiedMessage }: CopyButtonProps) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      toast.error(t('payments.copy.failed'));
    }
  };
  return (
    <button
      type="button"
      aria-label={t('payments.copy.button', { label })}
      onClick={() => void copy()}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-50"
    >
      <Copy aria-hidden="true" className="size-4" />
    </button>
  );
}
