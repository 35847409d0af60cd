import { Link } from 'react-router';
import { useT } from '@/i18n';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';

/** The redeem screens' two ways on (spec 2 §2): back to the profile, and the shop. */
export function ProfileAndHomeLinks() {
  const t = useT();
  return (
    <>
      <Link to={paths.profile} className={buttonClasses('accent', 'lg')}>{t('loyalty.redeem.backToProfile')}</Link>
      <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>{t('loyalty.redeem.continueShopping')}</Link>
    </>
  );
}
