import { BEST_SELLERS_SIZE, LATEST_COLLECTION_SIZE } from '@mitumba/contracts/plain';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Hero } from '../components/hero';
import { Newsletter } from '../components/newsletter';
import { PaymentLogos } from '../components/payment-logos';
import { Policies } from '../components/policies';
import { ProductSection } from '../components/product-section';

/** Sections in the spec's order: hero, Latest Collections, Best Sellers, Our Policies, newsletter. */
export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Hero />
      <ProductSection
        id="latest-title"
        lead="Latest"
        strong="Collections"
        blurb="Fresh from the bales: the newest pieces, sorted and ready to ship."
        params={{ sort: 'newest', limit: LATEST_COLLECTION_SIZE }}
        eager={2}
      />
      <ProductSection
        id="bestsellers-title"
        lead="Best"
        strong="Sellers"
        blurb="What shoppers across Kenya keep coming back for."
        params={{ bestseller: true, sort: 'newest', limit: BEST_SELLERS_SIZE }}
      />
      <Policies />
      <Newsletter />
      <PaymentLogos />
    </>
  );
}

export { HomePage as Component };
