import { Link } from 'react-router';
import { categories } from '@mitumba/contracts/plain';
import { paths } from '@/lib/paths';
import { buttonClasses } from '@/ui/button';

/** The hero's way into the collections the banners promote: one link per category, for visitors and customers alike. */
export function CategoryLinks() {
  return (
    <nav aria-label="Shop by category" className="mt-5">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category}>
            <Link to={paths.collectionInCategory(category)} className={buttonClasses('secondary', 'md')}>
              Shop {category}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
