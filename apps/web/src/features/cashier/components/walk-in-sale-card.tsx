import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';

/** A sale to someone standing at the counter: the items go in the cashier's own cart, then the cash order form. */
export function WalkInSaleCard() {
  return (
    <section aria-labelledby="walk-in-sale" className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm">
      <h2 id="walk-in-sale" className="text-lg font-semibold text-ink-900">Walk-in sale</h2>
      <p className="mt-1 text-sm text-ink-700">
        Add the customer&apos;s items to your cart from the shop, then record the sale with their name and contact. It shows
        in today&apos;s cash orders straight away.
      </p>
      <div className="mt-4 flex flex-col gap-3">
        <Link to={paths.placeOrderAdmin} className={buttonClasses('accent', 'lg')}>
          Record a walk-in sale
        </Link>
        <Link to={paths.home} className={buttonClasses('secondary', 'lg')}>
          Add items from the shop
        </Link>
      </div>
    </section>
  );
}
