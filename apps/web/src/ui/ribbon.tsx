import { ribbonColour } from '@mitumba/contracts/plain';
import { cn } from '@/lib/cn';

const colours = {
  orange: 'bg-orange-500 text-ink-900',
  red: 'bg-danger-600 text-white',
} as const;

/** The banner ribbon: orange when the banner mentions clearance, red otherwise (spec 1 §2). */
export function Ribbon({ banner, className }: { banner: string; className?: string }) {
  const colour = ribbonColour(banner);
  return (
    <span
      data-ribbon={colour}
      className={cn('rounded-md px-2 py-0.5 text-xs font-bold tracking-wide uppercase', colours[colour], className)}
    >
      {banner}
    </span>
  );
}
