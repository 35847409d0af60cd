/**
 * Delivery options the shop keeps per county (decision 0044): pickup points and door delivery, each with its fee in
 * whole shillings and how many days it takes at most. The checkout's County field (the spec's `city`) is one of
 * Kenya's 47 counties, spelt as the official list, in its order (the county codes 001–047).
 */
export const KENYA_COUNTIES = [
  'Mombasa', 'Kwale', 'Kilifi', 'Tana River', 'Lamu', 'Taita-Taveta', 'Garissa', 'Wajir', 'Mandera', 'Marsabit', 'Isiolo', 'Meru',
  'Tharaka-Nithi', 'Embu', 'Kitui', 'Machakos', 'Makueni', 'Nyandarua', 'Nyeri', 'Kirinyaga', "Murang'a", 'Kiambu', 'Turkana',
  'West Pokot', 'Samburu', 'Trans-Nzoia', 'Uasin Gishu', 'Elgeyo-Marakwet', 'Nandi', 'Baringo', 'Laikipia', 'Nakuru', 'Narok',
  'Kajiado', 'Kericho', 'Bomet', 'Kakamega', 'Vihiga', 'Bungoma', 'Busia', 'Siaya', 'Kisumu', 'Homa Bay', 'Migori', 'Kisii',
  'Nyamira', 'Nairobi',
] as const;
export type County = (typeof KENYA_COUNTIES)[number];

export const deliveryKinds = ['pickup', 'door'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** The most a delivery fee may be (Ksh) and the longest a delivery may take (days). */
export const DELIVERY_FEE_MAX = 100_000;
export const DELIVERY_ETA_DAYS_MAX = 60;

export const DELIVERY_MESSAGES = {
  county: 'Choose a county from the list',
  chooseOption: 'Please choose a delivery option',
  noOptions: 'No delivery options for this county yet — choose another or contact us',
  unavailable: 'This delivery option is not available for your county. Please choose another.',
} as const;

/** The county a name stands for, spelt as the official list (any letter case), or null when it is not one. */
export function countyOf(name: string | undefined | null): County | null {
  const wanted = (name ?? '').trim().toLowerCase();
  return KENYA_COUNTIES.find((county) => county.toLowerCase() === wanted) ?? null;
}

/** "Free" for 0, else "Ksh 350". */
export const deliveryFeeLabel = (fee: number) => (fee === 0 ? 'Free' : `Ksh ${fee.toLocaleString('en-KE')}`);

/** When an option arrives or is ready: "Today", "Within 1 day", "Within 3 days". */
export const deliveryEtaLabel = (etaDays: number) => (etaDays === 0 ? 'Today' : `Within ${etaDays} day${etaDays === 1 ? '' : 's'}`);
