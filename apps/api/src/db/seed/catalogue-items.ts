/**
 * The hand-written part of the demo catalogue: what a Gikomba-style second-hand shop stocks, by category and
 * sub-category, plus its bales, labels and home-page banners. catalogue-data.ts turns this into products.
 */
import { brandLabels, type Category } from '@mitumba/contracts';
import type { ColourwayName, FabricPattern, GarmentKind } from './garment-art.ts';
import type { BannerArt } from './image-render.ts';

/** name, label, colourway, pattern (default plain), garment (default the group's). */
export type ItemLine = [string, string, ColourwayName, FabricPattern?, GarmentKind?];

export type ItemGroup = {
  category: Category;
  subCategory: string;
  garment: GarmentKind;
  sizes: readonly string[];
  /** Whole shillings. */
  price: readonly [number, number];
  details: readonly string[];
  /** Colourways the fourth photo ("also in") may use; defaults to a general palette. */
  alternates?: readonly ColourwayName[];
  items: readonly ItemLine[];
};

export type BaleLine = {
  category: Category; name: string; label: 'Bale' | 'Premium Bale'; weight: string;
  price: number; colourway: ColourwayName; stock: number; contents: string;
};

export const nonBrandLabels = [
  'Vintage', 'Streetwear', 'Office Wear', 'Outdoor', 'Back to School', 'Clearance', 'Bale', 'Premium Bale',
] as const;

export const demoLabels = [
  ...brandLabels.map((name) => ({ name, isBrand: true })),
  ...nonBrandLabels.map((name) => ({ name, isBrand: false })),
].map((label, position) => ({ ...label, position }));

const ADULT = ['S', 'M', 'L', 'XL', 'XXL'];
const MEN_WAIST = ['30', '32', '34', '36', '38'];
const UK_LADIES = ['8', '10', '12', '14', '16'];
const KIDS = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'];
const MEN_SHOES = ['40', '41', '42', '43', '44', '45'];
const KIDS_SHOES = ['28', '30', '32', '34'];
const DENIM: ColourwayName[] = ['indigo', 'lightwash', 'black'];

export const itemGroups: readonly ItemGroup[] = [
  { category: 'Men', subCategory: 'T-Shirts', garment: 'tshirt', sizes: ADULT, price: [350, 1200],
    details: ['Soft combed cotton that keeps its shape after washing.', 'Crew neck, regular fit; true to size.'],
    items: [
      ['Nike Dri-FIT Training Tee', 'Nike', 'black'],
      ['Vintage Band Graphic Tee', 'Vintage', 'charcoal', 'print'],
      ['Tommy Hilfiger Crew-Neck Tee', 'Tommy Hilfiger', 'navy'],
      ['Adidas Essentials Logo Tee', 'Adidas', 'white', 'print'],
      ['Breton Striped Cotton Tee', 'Clearance', 'navy', 'stripe'],
    ] },
  { category: 'Men', subCategory: 'Jeans', garment: 'jeans', sizes: MEN_WAIST, price: [900, 2500], alternates: DENIM,
    details: [
      'Classic five-pocket cut with strong stitching and a working zip.',
      'Sized by waist in inches; check your belt size before ordering.',
    ],
    items: [
      ["Levi's 501 Original Straight Jeans", "Levi's", 'indigo'],
      ["Levi's 511 Slim Fit Jeans", "Levi's", 'lightwash'],
      ['Calvin Klein Slim Tapered Jeans', 'Calvin Klein', 'black'],
      ['Vintage Stonewash Denim Jeans', 'Vintage', 'lightwash'],
      ['H&M Relaxed Carpenter Jeans', 'H&M', 'indigo'],
    ] },
  { category: 'Men', subCategory: 'Jackets', garment: 'jacket', sizes: ADULT, price: [1500, 4500],
    details: ['Warm enough for Nairobi mornings and upcountry evenings.', 'Zips, poppers and lining checked and working.'],
    items: [
      ['The North Face Nuptse Puffer Jacket', 'The North Face', 'black', 'quilted'],
      ['Columbia Fleece-Lined Windbreaker', 'Columbia', 'forest'],
      ["Levi's Trucker Denim Jacket", "Levi's", 'indigo'],
      ['Vintage Corduroy Sherpa Jacket', 'Vintage', 'khaki'],
      ['Waterproof Hiking Rain Shell', 'Outdoor', 'mustard'],
    ] },
  { category: 'Men', subCategory: 'Hoodies', garment: 'hoodie', sizes: ADULT, price: [800, 2200],
    details: ['Brushed fleece inside, drawstring hood and kangaroo pocket.', 'Heavyweight cotton blend; no pilling.'],
    items: [
      ['Nike Club Fleece Hoodie', 'Nike', 'charcoal'],
      ['Oversized Streetwear Hoodie', 'Streetwear', 'terracotta'],
      ['Under Armour Rival Fleece Hoodie', 'Under Armour', 'navy'],
      ['Puma Essentials Logo Hoodie', 'Puma', 'red'],
    ] },
  { category: 'Men', subCategory: 'Shirts', garment: 'shirt', sizes: ADULT, price: [500, 1800],
    details: ['Collar and cuffs crisp, every button in place.', 'Ironed and ready to wear to the office or church.'],
    items: [
      ['Ralph Lauren Oxford Button-Down Shirt', 'Ralph Lauren', 'sky'],
      ['Flannel Check Lumberjack Shirt', 'Vintage', 'red', 'check'],
      ['Slim-Fit Striped Office Shirt', 'Office Wear', 'white', 'pinstripe'],
      ['Tommy Hilfiger Classic Check Shirt', 'Tommy Hilfiger', 'navy', 'check'],
      ['Zara Linen Summer Shirt', 'Zara', 'cream'],
    ] },
  { category: 'Men', subCategory: 'Shoes', garment: 'shoe', sizes: MEN_SHOES, price: [1200, 4500],
    details: ['Soles cleaned and insoles replaced; plenty of grip left.', 'Sold as a pair in EU sizes.'],
    items: [
      ['Nike Air Max Running Shoes', 'Nike', 'white'],
      ['Adidas Superstar Sneakers', 'Adidas', 'black'],
      ['Puma Suede Classic Sneakers', 'Puma', 'navy'],
      ['Under Armour Charged Trainers', 'Under Armour', 'red'],
    ] },
  { category: 'Ladies', subCategory: 'Dresses', garment: 'dress', sizes: UK_LADIES, price: [700, 2800],
    details: ['Flowing skirt, fitted bodice and a waist tie.', 'UK sizing; light enough for hot afternoons.'],
    items: [
      ['Zara Floral Midi Summer Dress', 'Zara', 'rose', 'floral'],
      ['H&M Polka Dot Wrap Dress', 'H&M', 'navy', 'dots'],
      ['Vintage Boho Maxi Dress', 'Vintage', 'terracotta', 'floral'],
      ['Calvin Klein Office Sheath Dress', 'Office Wear', 'black'],
      ['Gap Cotton Sundress', 'Gap', 'sky'],
      ['Ralph Lauren Striped Sundress', 'Ralph Lauren', 'coral', 'stripe'],
    ] },
  { category: 'Ladies', subCategory: 'Blouses', garment: 'blouse', sizes: ADULT, price: [400, 1500],
    details: ['Light, breathable fabric with a neat bow at the neck.', 'Pairs well with jeans or a pencil skirt.'],
    items: [
      ['Zara Satin Bow Blouse', 'Zara', 'cream'],
      ['Polka Dot Chiffon Office Blouse', 'Office Wear', 'navy', 'dots'],
      ['H&M Puff-Sleeve Blouse', 'H&M', 'lilac'],
      ['Vintage Floral Peasant Blouse', 'Vintage', 'mustard', 'floral'],
      ['Calvin Klein Silk-Feel Blouse', 'Calvin Klein', 'burgundy'],
    ] },
  { category: 'Ladies', subCategory: 'Skirts', garment: 'skirt', sizes: UK_LADIES, price: [450, 1600],
    details: ['Knife pleats that hold after washing; side zip.', 'Sits at the waist and falls just below the knee.'],
    items: [
      ['Zara Pleated Midi Skirt', 'Zara', 'mustard'],
      ['Vintage Plaid A-Line Skirt', 'Vintage', 'burgundy', 'check'],
      ['A-Line Work Skirt', 'Clearance', 'charcoal'],
      ['H&M Floral Flared Skirt', 'H&M', 'teal', 'floral'],
    ] },
  { category: 'Ladies', subCategory: 'Jeans', garment: 'jeans', sizes: UK_LADIES, price: [800, 2400], alternates: DENIM,
    details: ['Stretch denim that holds its shape all day.', 'UK sizing; high rise with a flattering fit.'],
    items: [
      ["Levi's 721 High-Rise Skinny Jeans", "Levi's", 'indigo'],
      ['Vintage Mom Fit Jeans', 'Vintage', 'lightwash'],
      ['H&M Wide-Leg Jeans', 'Clearance', 'black'],
      ['Zara Ripped Boyfriend Jeans', 'Zara', 'lightwash'],
    ] },
  { category: 'Ladies', subCategory: 'Jackets', garment: 'jacket', sizes: ADULT, price: [1200, 4200],
    details: ['Fully lined, with working zips and deep pockets.', 'A smart layer for cold July mornings.'],
    items: [
      ['Zara Faux Leather Biker Jacket', 'Zara', 'black'],
      ['Columbia Packable Puffer Jacket', 'Columbia', 'rose', 'quilted'],
      ["Levi's Cropped Denim Jacket", "Levi's", 'lightwash'],
      ['Tommy Hilfiger Quilted Jacket', 'Tommy Hilfiger', 'navy', 'quilted'],
    ] },
  { category: 'Ladies', subCategory: 'Handbags', garment: 'handbag', sizes: ['One Size'], price: [600, 3500],
    details: ['Lining clean, clasp and zips working.', 'Roomy enough for a phone, purse and a small umbrella.'],
    items: [
      ['Vintage Leather Satchel', 'Vintage', 'terracotta'],
      ['Calvin Klein Shoulder Bag', 'Calvin Klein', 'black'],
      ['Zara Structured Tote', 'Zara', 'cream'],
      ['Tommy Hilfiger Crossbody Bag', 'Tommy Hilfiger', 'burgundy'],
    ] },
  { category: 'Kids', subCategory: 'T-Shirts', garment: 'tshirt', sizes: KIDS, price: [350, 800],
    details: ['Soft cotton that survives the playground.', 'Sized by age; roomy fit.'],
    items: [
      ['Nike Kids Logo Tee', 'Nike', 'sky', 'print'],
      ['Adidas Kids Striped Tee', 'Adidas', 'red', 'stripe'],
      ['Gap Kids Mountain Print Tee', 'Gap', 'forest', 'print'],
      ['H&M Kids Striped Tee', 'Clearance', 'mustard', 'stripe'],
      ['Puma Kids Sports Tee', 'Puma', 'teal'],
    ] },
  { category: 'Kids', subCategory: 'Dresses', garment: 'dress', sizes: KIDS, price: [400, 1200],
    details: ['Twirly skirt and soft lining; perfect for parties and Sunday school.', 'Sized by age.'],
    items: [
      ['H&M Kids Floral Party Dress', 'H&M', 'lilac', 'floral'],
      ['Gap Kids Polka Dot Dress', 'Gap', 'red', 'dots'],
      ['Zara Kids Denim Pinafore Dress', 'Zara', 'lightwash'],
      ['Vintage Smocked Cotton Dress', 'Vintage', 'coral', 'floral'],
    ] },
  { category: 'Kids', subCategory: 'Jackets', garment: 'jacket', sizes: KIDS, price: [700, 2500],
    details: ['Warm and wind-proof for the school run.', 'Zip and cuffs checked; sized by age.'],
    items: [
      ['The North Face Kids Puffer Jacket', 'The North Face', 'red', 'quilted'],
      ['Columbia Kids Rain Jacket', 'Columbia', 'mustard'],
      ['Gap Kids Fleece Jacket', 'Clearance', 'teal'],
      ['Padded Kids Winter Coat', 'Outdoor', 'navy', 'quilted'],
    ] },
  { category: 'Kids', subCategory: 'Shoes', garment: 'shoe', sizes: KIDS_SHOES, price: [500, 2000],
    details: ['Cleaned, with plenty of sole left.', 'Sold as a pair in EU sizes.'],
    items: [
      ['Nike Kids Velcro Sneakers', 'Nike', 'rose'],
      ['Adidas Kids Running Shoes', 'Adidas', 'sky'],
      ['Puma Kids Court Sneakers', 'Puma', 'white'],
      ['Black Leather School Shoes', 'Back to School', 'black'],
    ] },
  { category: 'Kids', subCategory: 'School Wear', garment: 'shirt', sizes: KIDS, price: [350, 1200],
    details: ['Fits most Kenyan school uniform colours.', 'Hard-wearing, easy to wash and iron.'],
    items: [
      ['White Long-Sleeve School Shirt', 'Back to School', 'white'],
      ['Navy School Blazer', 'Back to School', 'navy', 'plain', 'jacket'],
      ['Grey School Trousers', 'Back to School', 'charcoal', 'plain', 'jeans'],
      ['Pleated School Skirt', 'Back to School', 'navy', 'plain', 'skirt'],
      ['School P.E. T-Shirt', 'Back to School', 'white', 'plain', 'tshirt'],
    ] },
];

export const bales: readonly BaleLine[] = [
  { category: 'Men', name: "Men's Denim Jeans Bale", label: 'Bale', weight: '45kg', price: 16500, colourway: 'indigo', stock: 3,
    contents: 'About 55 to 60 pairs of men\'s jeans in mixed washes, waist sizes 30 to 40.' },
  { category: 'Men', name: "Men's Cotton T-Shirt Bale", label: 'Bale', weight: '45kg', price: 11500, colourway: 'mustard', stock: 8,
    contents: 'Around 220 plain and printed t-shirts in sizes S to XXL.' },
  { category: 'Men', name: "Men's Premium Winter Jackets Bale", label: 'Premium Bale', weight: '50kg', price: 24000, colourway: 'forest', stock: 1,
    contents: 'About 45 puffers, fleeces and windbreakers, many from well-known outdoor brands.' },
  { category: 'Men', name: "Men's Official Shirts Bale", label: 'Bale', weight: '45kg', price: 13500, colourway: 'sky', stock: 0,
    contents: 'About 180 long-sleeve office shirts, plain, striped and checked.' },
  { category: 'Men', name: "Men's Sports Shoes Bale", label: 'Premium Bale', weight: '25kg', price: 15000, colourway: 'charcoal', stock: 2,
    contents: 'About 25 pairs of trainers and sneakers, EU sizes 40 to 45, tied in pairs.' },
  { category: 'Ladies', name: 'Ladies Summer Dress Bale', label: 'Bale', weight: '45kg', price: 14500, colourway: 'rose', stock: 5,
    contents: 'About 150 floral, plain and printed summer dresses, UK sizes 8 to 18.' },
  { category: 'Ladies', name: 'Ladies Blouses Bale', label: 'Bale', weight: '25kg', price: 7800, colourway: 'lilac', stock: 9,
    contents: 'About 130 chiffon, satin and cotton blouses in mixed colours.' },
  { category: 'Ladies', name: 'Ladies Handbags Bale', label: 'Bale', weight: '25kg', price: 9000, colourway: 'terracotta', stock: 4,
    contents: 'About 40 handbags: totes, satchels and crossbody bags.' },
  { category: 'Ladies', name: 'Ladies Premium Jeans Bale', label: 'Premium Bale', weight: '100kg', price: 38000, colourway: 'lightwash', stock: 1,
    contents: 'About 120 pairs of skinny, mom-fit and boyfriend jeans from UK high-street brands.' },
  { category: 'Kids', name: 'Kids Mixed Winter Bale', label: 'Bale', weight: '50kg', price: 15500, colourway: 'red', stock: 4,
    contents: 'About 140 jackets, sweaters and tracksuits for ages 2 to 12.' },
  { category: 'Kids', name: 'Kids Mixed T-Shirt Bale', label: 'Bale', weight: '25kg', price: 4500, colourway: 'sky', stock: 12,
    contents: 'About 200 t-shirts for ages 2 to 12, boys and girls mixed.' },
  { category: 'Kids', name: 'Kids Premium School Uniform Bale', label: 'Premium Bale', weight: '45kg', price: 19500, colourway: 'navy', stock: 1,
    contents: 'About 160 school shirts, blazers, skirts and trousers in common school colours.' },
  { category: 'Kids', name: 'Kids Summer Dresses Bale', label: 'Bale', weight: '25kg', price: 8500, colourway: 'coral', stock: 0,
    contents: 'About 150 cotton and party dresses for ages 2 to 12.' },
];

/** Home-page banners; each label is a product label so /collection?label=… shows matching products. */
export const demoBanners: readonly (BannerArt & { label: string })[] = [
  { label: "Levi's", kicker: 'This week only', title: 'Denim Week', subtitle: "Levi's jeans and jackets, UK grade A",
    colourway: 'indigo', garments: [
      { garment: 'jacket', colourway: 'indigo', pattern: 'plain' },
      { garment: 'jeans', colourway: 'lightwash', pattern: 'plain' },
      { garment: 'jeans', colourway: 'black', pattern: 'plain' },
    ] },
  { label: 'Bale', kicker: 'Straight from the container', title: 'Bales from Ksh 4,500', subtitle: 'Sealed grade A bales for resellers',
    colourway: 'terracotta', garments: [
      { garment: 'bale', colourway: 'indigo', pattern: 'plain' },
      { garment: 'bale', colourway: 'rose', pattern: 'plain' },
      { garment: 'bale', colourway: 'mustard', pattern: 'plain' },
    ] },
  { label: 'Back to School', kicker: 'New term, sorted', title: 'Kids Back to School', subtitle: 'Shirts, blazers, skirts and school shoes',
    colourway: 'forest', garments: [
      { garment: 'jacket', colourway: 'navy', pattern: 'plain' },
      { garment: 'shirt', colourway: 'white', pattern: 'plain' },
      { garment: 'skirt', colourway: 'navy', pattern: 'plain' },
    ] },
  { label: 'Clearance', kicker: 'Last pieces', title: 'Clearance Sale', subtitle: 'Hand-picked favourites at their lowest prices',
    colourway: 'burgundy', garments: [
      { garment: 'dress', colourway: 'rose', pattern: 'floral' },
      { garment: 'tshirt', colourway: 'mustard', pattern: 'stripe' },
      { garment: 'jeans', colourway: 'black', pattern: 'plain' },
    ] },
];
