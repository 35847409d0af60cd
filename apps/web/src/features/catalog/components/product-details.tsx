import { useRef, useState } from 'react';
import { validProductImages, type Product } from '@mitumba/contracts/plain';
import { FavouriteToggle } from '@/features/favourites';
import { PriceOfferBox, useOfferPrice } from '@/features/offers';
import { ProductAssurances } from './product-assurances';
import { ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import { ProductWhatsApp } from './product-whatsapp';
import { PurchaseActions } from './purchase-actions';
import { ResumedAction, useResumedAction } from './use-resumed-action';
import { WeightPicker } from './weight-picker';
import { HydrateLater } from '@/platform/hydrate-later';

export function ProductDetails({ product, onSoldOut }: { product: Product; onSoldOut: () => void }) {
  const resumed = useResumedAction(product);
  // The option chosen before a login, or, for a product with one option, that one.
  const [weight, setWeight] = useState<string | null>(
    resumed?.weight ?? (product.weights.length === 1 ? (product.weights[0] ?? null) : null),
  );
  const weightSection = useRef<HTMLFieldSetElement>(null);
  const gallery = useRef<HTMLDivElement>(null);
  const isClearance = product.banner.toLowerCase().includes('clearance');
  const offerPrice = useOfferPrice(product._id, isClearance, weight);

  const showWeights = () => {
    const section = weightSection.current;
    section?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    section?.querySelector('button')?.focus({ preventScroll: true });
  };

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
      {resumed ? <ResumedAction action={resumed} /> : null}
      <HydrateLater name="product-gallery">
        <ProductGallery ref={gallery} images={validProductImages(product.image)} name={product.name} />
      </HydrateLater>
      <HydrateLater name="product-purchase">
        <div className="space-y-6">
          <ProductInfo
            product={product}
            weight={weight}
            offerPrice={offerPrice}
            action={<FavouriteToggle productId={product._id} productName={product.name} />}
          />
          <WeightPicker
            ref={weightSection}
            weights={product.weights}
            stock={product.stock}
            selected={weight}
            onSelect={setWeight}
          />
          <PurchaseActions
            product={product}
            weight={weight}
            showWeights={showWeights}
            picture={() => gallery.current}
            onSoldOut={onSoldOut}
          />
          {isClearance ? (
            <PriceOfferBox
              product={product}
              weight={weight}
              onNeedWeight={showWeights}
              resumedOffer={resumed?.kind === 'offer' ? resumed.offer : undefined}
            />
          ) : null}
          <ProductWhatsApp product={product} />
          <ProductAssurances product={product} />
        </div>
      </HydrateLater>
    </div>
  );
}
