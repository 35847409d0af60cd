import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Spec 1 §8's 'Dear user, please log in.' as a line with its way in, where the banners would be. */
export function LoginNote() {
  return (
    <p className="text-sm text-ink-600">
      Dear user, please{' '}
      <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        log in
      </Link>
      .<span className="hidden sm:inline"> Members see this week&apos;s offers here.</span>
    </p>
  );
}
