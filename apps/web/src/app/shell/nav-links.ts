import { paths } from '@/lib/paths';

export const mainNavLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.collection, label: 'Collection' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
] as const;
