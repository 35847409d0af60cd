import { cn } from '@/lib/cn';

/** A coloured dot running round the border of the active banner, once per autoplay interval (5 s). */
export function BannerBorderDot({ paused }: { paused: boolean }) {
  return (
    <svg aria-hidden="true" className="pointer-events-none absolute inset-0 size-full overflow-visible">
      <rect
        x="0"
        y="0"
        width="100%"
        height="100%"
        rx="16"
        pathLength={100}
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray="0.01 99.99"
        className={cn(
          'animate-border-run stroke-accent-400 drop-shadow-[0_0_4px_rgba(251,191,36,0.9)]',
          paused && '[animation-play-state:paused]',
        )}
      />
    </svg>
  );
}
