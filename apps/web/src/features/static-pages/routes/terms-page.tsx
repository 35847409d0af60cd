import { STORE_REGION, SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { PolicySection, StaticPage } from '../components/static-page';

export function TermsPage() {
  return (
    <StaticPage
      eyebrow="Terms and conditions"
      title="Terms of use and sale"
      intro="These terms apply when you browse mitumba.co.ke or buy from us. Please read them before you place an order."
    >
      <PolicySection title="About us">
        <p>
          Mitumba is an online shop for second-hand clothing and bales, operating from {STORE_REGION}. By using the site
          you agree to these terms; if you do not agree, please do not use it.
        </p>
      </PolicySection>
      <PolicySection title="Your account">
        <p>
          You are responsible for keeping your password safe and for what happens under your account. Give us accurate
          details, including a phone number we can reach you on for payments and delivery.
        </p>
      </PolicySection>
      <PolicySection title="Products and condition">
        <p>
          Our items are pre-owned. We check every piece and describe visible wear honestly, but small signs of previous
          use are part of second-hand clothing. Weights of bales are approximate to within a reasonable margin.
          Photos show the actual item or, for bales, a typical sample of the grade.
        </p>
      </PolicySection>
      <PolicySection title="Prices and payment">
        <p>
          Prices are in Kenya shillings (Ksh) and include any applicable taxes. We accept M-Pesa and other mobile
          money, cards, bank transfer and, where offered, cash on delivery. An order is confirmed once its payment (or
          deposit) is received. Stock is limited: an item is only reserved for you while its payment is in progress.
        </p>
      </PolicySection>
      <PolicySection id="delivery" title="Delivery">
        <p>
          We deliver across Kenya. Orders in Nairobi usually arrive within 1 to 2 business days and orders elsewhere
          within 2 to 5 business days. We contact you on your phone number before delivery; please check your items
          when they arrive and report any damaged or wrong item within 48 hours.
        </p>
      </PolicySection>
      <PolicySection title="Returns and refunds">
        <p>
          Returns, exchanges and refunds follow our <Link to={paths.returnPolicy}>Return Policy</Link>.
        </p>
      </PolicySection>
      <PolicySection title="Offers, coupons and points">
        <p>
          Price offers on clearance items, coupons and loyalty points are subject to their own conditions shown at the
          time, cannot be exchanged for cash, and may be withdrawn if misused.
        </p>
      </PolicySection>
      <PolicySection title="Changes and contact">
        <p>
          We may update these terms; the version on this page applies to orders placed after it is published. Questions
          about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. These terms are governed by the
          laws of Kenya.
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { TermsPage as Component };
