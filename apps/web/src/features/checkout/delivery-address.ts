import { DELIVERY_MESSAGES, checkoutPhoneProblem, countyOf, normalisePhone, type Address, type UserProfile } from '@mitumba/contracts/plain';
import { EMAIL_MESSAGE, isEmail } from '@/lib/validation';

/** The delivery form's values: the spec's address (spec 2 §3) as typed. */
export type AddressDraft = Required<Address>;
export type AddressField = keyof AddressDraft;
export type AddressProblems = Partial<Record<AddressField, string>>;

/** Required fields and the server's words for a missing one. */
const required: Partial<Record<AddressField, string>> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  street: 'Street address is required',
  city: 'County is required',
  state: 'Sub-County is required',
};

/** Profiles keep phones as +254…; the checkout form takes the 10-digit local form (0712345678). */
export function localPhone(phone: string | undefined): string {
  const normalised = normalisePhone(phone ?? '');
  return normalised ? `0${normalised.slice(4)}` : (phone ?? '');
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = (name ?? '').trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The form's first values: the last order's address (asked for, else the one the profile carries), then the profile
 * itself (name split in two, e-mail, phone).
 */
export function prefillAddress(lastAddress: Partial<Address> | null | undefined, profile: UserProfile | undefined): AddressDraft {
  const last = lastAddress ?? profile?.lastUsedAddress;
  const name = splitName(profile?.name);
  return {
    firstName: last?.firstName || name.firstName,
    lastName: last?.lastName || name.lastName,
    email: last?.email || profile?.email || '',
    street: last?.street || '',
    // The County field is a choice of the 47: an earlier free-text county that is not one of them is asked again.
    city: countyOf(last?.city) ?? '',
    state: last?.state || '',
    country: last?.country || 'Kenya',
    pickupLocation: last?.pickupLocation || '',
    phone: localPhone(last?.phone || profile?.phone),
  };
}

/** Everything wrong with the delivery details, by field; the phone with the spec's message (spec 2 §5). */
export function addressProblems(draft: AddressDraft): AddressProblems {
  const problems: AddressProblems = {};
  for (const [field, message] of Object.entries(required) as [AddressField, string][]) {
    if (!draft[field].trim()) problems[field] = message;
  }
  if (draft.city.trim() && !countyOf(draft.city)) problems.city = DELIVERY_MESSAGES.county;
  if (draft.email.trim() && !isEmail(draft.email)) problems.email = EMAIL_MESSAGE;
  const phone = checkoutPhoneProblem(draft.phone);
  if (phone) problems.phone = phone;
  return problems;
}

export function trimAddress(draft: AddressDraft): AddressDraft {
  return Object.fromEntries(Object.entries(draft).map(([field, value]) => [field, value.trim()])) as AddressDraft;
}
