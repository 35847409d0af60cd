import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX, chatText } from '@mitumba/contracts/plain';
import { useLingui, useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { ArrowUp } from '@/ui/icons';

interface ChatComposerProps {
  /** Sends the trimmed text; the box is emptied once it resolves. */
  onSend: (content: string) => Promise<unknown>;
  sending: boolean;
  /** The box's hint; 'Type your message…' in the page's language when none is given. */
  placeholder?: string;
}

const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

/**
 * The text box and Send. A blank message is ignored (spec 2 §5): nothing is sent. Enter sends, Shift+Enter starts a
 * new line; the box stops at the limit and counts down near it.
 */
export function ChatComposer({ onSend, sending, placeholder }: ChatComposerProps) {
  const t = useT();
  const { i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState('');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = chatText(text);
    if (content === '' || sending) return;
    try {
      await onSend(content);
      setText('');
    } catch {
      // The caller shows why; the text stays so nothing is lost.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) void submit(event);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">{t('chat.composer.label')}</label>
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={placeholder ?? t('chat.composer.placeholder')}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-describedby={text.length >= COUNTER_FROM ? `${id}-count` : undefined}
          className="block max-h-40 min-h-12 w-full resize-y rounded-2xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 outline-none placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
        {text.length >= COUNTER_FROM ? (
          <p id={`${id}-count`} className={cn('mt-1 text-xs', text.length >= CHAT_MESSAGE_MAX ? 'text-danger-700' : 'text-ink-600')}>
            {t('chat.composer.count', { count: i18n.number(text.length), max: i18n.number(CHAT_MESSAGE_MAX) })}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:bg-ink-400"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('chat.composer.send')}</span>
      </button>
    </form>
  );
}
