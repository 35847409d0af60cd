import { toast } from '@/ui/toaster';
import { Copy } from '@/ui/icons';

interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: 'Copy account number'. */
  label: string;
  /** The toast once copied: 'Reference copied!'. */
  copiedMessage: string;
}

/** Copies a value the customer has to type elsewhere (a paybill, an account number) and says so. */
export function CopyButton({ text, label, copiedMessage }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      toast.error('Could not copy. Please write it down instead.');
    }
  };
  return (
    <button
      type="button"
      aria-label={`Copy ${label}`}
      onClick={() => void copy()}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-50"
    >
      <Copy aria-hidden="true" className="size-4" />
    </button>
  );
}
