import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from './button';

/** The two ways on from a finished order or payment: the order history and the shop. */
export function AfterOrderLinks() {
  return (
    <>
      <Link to={paths.orders} className={buttonClasses('accent', 'lg')}>
        View My Orders
      </Link>
      <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
        Continue Shopping
      </Link>
    </>
  );
}
