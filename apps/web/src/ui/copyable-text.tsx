import { CopyButton } from './copy-button';

interface CopyableTextProps {
  text: string;
  /** What is copied, for the button's name: 'phone number'. */
  label: string;
  /** The toast once copied: 'Phone number copied!'. */
  copiedMessage: string;
}

/** A value shown with its copy button beside it (a phone number in a payment's details). */
export function CopyableText({ text, label, copiedMessage }: CopyableTextProps) {
  return (
    <span className="inline-flex items-center gap-1">
      {text}
      <CopyButton text={text} label={label} copiedMessage={copiedMessage} />
    </span>
  );
}
