import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useT } from '@/i18n';

/** Spec 1 §8's 'Dear user, please log in.' as a line with its way in, where the banners would be. */
export function LoginNote() {
  const t = useT();
  // Three messages rather than <T>: the home page is the first load, and <T> (Lingui's Trans) costs ~1 KB gzip.
  return (
    <p className="text-sm text-ink-600">
      {t('home.loginNote.before')}{' '}
      <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {t('home.loginNote.link')}
      </Link>
      .<span className="hidden sm:inline"> {t('home.loginNote.members')}</span>
    </p>
  );
}
