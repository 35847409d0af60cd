import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';

/** The redeem screens' two ways on (spec 2 §2): back to the profile, and the shop. */
export function ProfileAndHomeLinks() {
  return (
    <>
      <Link to={paths.profile} className={buttonClasses('accent', 'lg')}>Back to Profile</Link>
      <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>Continue Shopping</Link>
    </>
  );
}
