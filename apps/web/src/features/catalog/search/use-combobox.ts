import { useId, useState, type KeyboardEvent } from 'react';

/**
 * The keyboard half of the ARIA combobox pattern (a text box with a list under it): Arrow Down/Up move through the
 * options (wrapping), Enter picks the active one, Escape closes the list. Focus stays in the box; the active option
 * is announced through `aria-activedescendant`. `signature` names the options: when it changes, or the list closes,
 * nothing is active.
 */
export function useCombobox<T>(options: readonly T[], signature: string, onPick: (option: T) => void) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<{ signature: string; index: number }>({ signature, index: -1 });
  const index = active.signature === signature ? active.index : -1;
  const expanded = open && options.length > 0;

  const move = (step: number) => {
    setOpen(true);
    const count = options.length;
    if (count === 0) return;
    setActive((previous) => {
      const current = previous.signature === signature ? previous.index : -1;
      return { signature, index: current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count };
    });
  };

  // A list that closes forgets its active option: opened again, the arrows start from the box.
  const close = () => {
    setOpen(false);
    setActive({ signature, index: -1 });
  };

  const pick = (option: T) => {
    close();
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && index >= 0 && options[index] !== undefined) {
      event.preventDefault();
      pick(options[index]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  const optionId = (position: number) => `${listId}-option-${position}`;

  return {
    expanded,
    activeIndex: expanded ? index : -1,
    optionId,
    pick,
    open: () => setOpen(true),
    close,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && index >= 0 ? optionId(index) : undefined,
      onKeyDown,
    },
    listProps: { id: listId, role: 'listbox' as const },
  };
}
