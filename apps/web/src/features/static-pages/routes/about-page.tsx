import { BadgeCheck, Headphones, Truck } from '@/ui/icons';
import { PolicySection, StaticPage } from '../components/static-page';

const values = [
  {
    icon: BadgeCheck,
    title: 'Quality Assurance',
    text: 'Every bale is opened, sorted and checked by hand. Pieces with stains, tears or worn-out fabric never make it to the shop.',
  },
  {
    icon: Truck,
    title: 'Convenience',
    text: 'Browse from your phone, pay by M-Pesa, card, bank or cash on delivery, and get your order delivered across Kenya.',
  },
  {
    icon: Headphones,
    title: 'Exceptional Customer Service',
    text: 'Real people answer your calls, e-mails and chats 24/7, and we sort out sizes, exchanges and returns quickly.',
  },
] as const;

export function AboutPage() {
  return (
    <StaticPage
      eyebrow="About us"
      title="Good clothes deserve a second life"
      intro="Mitumba is an online shop for quality second-hand clothing and bales, built for shoppers and traders across Kenya."
    >
      <PolicySection title="Our story">
        <p>
          Mitumba started among the stalls of Gikomba Market, where the best pieces sell within minutes of a bale being
          opened. Not everyone can be there at six in the morning, so we brought the market online: we open the bales,
          pick out the good pieces, photograph each one and list it with an honest description and a fair price.
        </p>
        <p>
          Today we serve individual shoppers looking for a great jacket or a pair of jeans, and small traders who buy
          graded bales to stock their own stalls.
        </p>
      </PolicySection>
      <PolicySection title="Our mission">
        <p>
          To make good clothing affordable for every Kenyan while keeping wearable clothes out of landfills. Buying
          second-hand saves money, supports thousands of local traders and is kinder to the planet.
        </p>
      </PolicySection>
      <h2>Why shop with us</h2>
      <ul className="plain mt-6 grid gap-4 sm:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-ink-200 p-6">
            <Icon aria-hidden="true" className="size-8 text-brand-700" strokeWidth={1.5} />
            <h3 className="mt-3 font-semibold text-ink-900">{title}</h3>
            <p className="text-sm text-ink-600">{text}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}

export { AboutPage as Component };
