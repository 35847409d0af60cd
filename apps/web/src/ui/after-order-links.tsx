import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from './button';
import { useT } from '@/i18n';

/** The two ways on from a finished order or payment: the order history and the shop. */
export function AfterOrderLinks() {
  const t = useT();
  return (
    <>
      <Link to={paths.orders} className={buttonClasses('accent', 'lg')}>
        {t('payments.viewMyOrders')}
      </Link>
      <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
        {t('payments.continueShopping')}
      </Link>
    </>
  );
}
