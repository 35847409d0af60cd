import { Link } from 'react-router';
import { categories } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';
import { useT } from '@/i18n';

/** The hero's way into the collections the banners promote: one link per category, for visitors and customers alike. */
export function CategoryLinks() {
  const t = useT();
  return (
    <nav aria-label={t('home.categories.label')} className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category}>
            <Link to={paths.collectionInCategory(category)} className={buttonClasses('secondary', 'md')}>
              {t('home.categories.shop', { category })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
