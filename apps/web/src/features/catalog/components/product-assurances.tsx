import { BadgeCheck, RotateCcw, Truck } from '@/ui/icons';

const assurances = [
  { icon: BadgeCheck, text: 'Sorted and quality-checked by hand' },
  { icon: Truck, text: 'Cash on delivery available' },
  { icon: RotateCcw, text: 'Easy return and exchange within 7 days' },
] as const;

export function ProductAssurances() {
  return (
    <ul className="space-y-2 border-t border-ink-200 pt-4 text-sm text-ink-600">
      {assurances.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
