import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/ui/toaster';
import { Button } from '@/ui/button';
import { useT } from '@/i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Newsletter signup (spec 1 §2): validated here, nothing is sent to a server. */
export function Newsletter() {
  const t = useT();
  const [email, setEmail] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      toast.error(t('home.newsletter.invalidEmail'));
      return;
    }
    toast.success(t('home.newsletter.subscribed'));
    setEmail('');
  };

  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="mx-auto max-w-7xl scroll-mt-28 px-4 pt-20 sm:px-6">
      <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="newsletter-title" className="text-2xl font-semibold sm:text-3xl">
          {t('home.newsletter.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-lg text-sm text-brand-100 sm:text-base">
          {t('home.newsletter.text')}
        </p>
        {/* noValidate: our own check shows the spec's message instead of the browser's bubble. */}
        <form noValidate onSubmit={onSubmit} className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t('home.newsletter.emailLabel')}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={t('home.newsletter.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="min-h-12 flex-1 rounded-full border border-transparent bg-white px-5 text-base text-ink-900 outline-none placeholder:text-ink-500 focus:border-accent-400"
          />
          <Button type="submit" size="lg" variant="highlight">
            {t('home.newsletter.submit')}
          </Button>
        </form>
      </div>
    </section>
  );
}
