import { useRef, useState } from 'react';
import { validProductImages, type Product } from '@mitumba/contracts/plain';
import { FavouriteToggle } from '@/features/favourites';
import { ProductAssurances } from './product-assurances';
import { PriceOfferBox } from './price-offer-box';
import { ProductGallery } from './product-gallery';
import { ProductInfo } from './product-info';
import { PurchaseActions } from './purchase-actions';
import { WeightPicker } from './weight-picker';

export function ProductDetails({ product }: { product: Product }) {
  const [weight, setWeight] = useState<string | null>(null);
  const weightSection = useRef<HTMLFieldSetElement>(null);
  const isClearance = product.banner.toLowerCase().includes('clearance');

  return (
    <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
      <ProductGallery images={validProductImages(product.image)} name={product.name} />
      <div className="space-y-6">
        <ProductInfo
          product={product}
          weight={weight}
          action={<FavouriteToggle productId={product._id} productName={product.name} />}
        />
        <WeightPicker
          ref={weightSection}
          weights={product.weights}
          stock={product.stock}
          selected={weight}
          onSelect={setWeight}
        />
        <PurchaseActions product={product} weight={weight} weightSection={weightSection} />
        {isClearance ? <PriceOfferBox product={product} weight={weight} /> : null}
        <ProductAssurances />
      </div>
    </div>
  );
}
