import { Link } from 'react-router';
import { optionKind, type Product } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { BadgeCheck, RotateCcw, Truck } from '@/ui/icons';
import { useT } from '@/i18n';
import { returnPromiseWords } from '@/ui/product-words';

const itemClasses = 'flex items-center gap-2';

/** What the shop promises on a product's page; returns as the return policy has them (bales: unopened only). */
export function ProductAssurances({ product }: { product: Pick<Product, 'weights' | 'banner'> }) {
  const t = useT();
  const returns = returnPromiseWords(t, {
    bale: optionKind(product.weights) === 'weight',
    clearance: product.banner.toLowerCase().includes('clearance'),
  });
  return (
    <ul className="space-y-2 border-t border-ink-200 pt-4 text-sm text-ink-600">
      <li className={itemClasses}>
        <BadgeCheck aria-hidden="true" className="size-4 text-brand-700" />
        {t('catalog.assurance.checked')}
      </li>
      <li className={itemClasses}>
        <Truck aria-hidden="true" className="size-4 text-brand-700" />
        {t('catalog.assurance.cod')}
      </li>
      <li className={itemClasses}>
        <RotateCcw aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span>
          {returns}.{' '}
          <Link to={paths.returnPolicy} className="font-medium text-brand-700 underline underline-offset-2">
            {t('catalog.assurance.returnPolicy')}
          </Link>
        </span>
      </li>
    </ul>
  );
}
