import { BEST_SELLERS_SIZE, LATEST_COLLECTION_SIZE } from '@mitumba/contracts/plain';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HydrateLater } from '@/platform/hydrate-later';
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
      <HydrateLater name="home-hero">
        <Hero />
      </HydrateLater>
      <HydrateLater name="home-latest">
        <ProductSection
          id="latest-title"
          lead="home.latest.lead"
          strong="home.latest.strong"
          blurb="home.latest.blurb"
          params={{ sort: 'newest', limit: LATEST_COLLECTION_SIZE }}
        />
      </HydrateLater>
      <HydrateLater name="home-best">
        <ProductSection
          id="bestsellers-title"
          lead="home.best.lead"
          strong="home.best.strong"
          blurb="home.best.blurb"
          params={{ bestseller: true, sort: 'newest', limit: BEST_SELLERS_SIZE }}
        />
      </HydrateLater>
      <HydrateLater name="home-policies">
        <Policies />
      </HydrateLater>
      <HydrateLater name="home-newsletter">
        <Newsletter />
      </HydrateLater>
      <HydrateLater name="home-payment-logos">
        <PaymentLogos />
      </HydrateLater>
    </>
  );
}

export { HomePage as Component };
