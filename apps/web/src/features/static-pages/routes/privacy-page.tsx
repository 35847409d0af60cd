import { SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { PolicySection, StaticPage } from '../components/static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Privacy policy"
      title="How we look after your data"
      intro="We collect only what we need to run your orders, and we never sell your personal data."
    >
      <PolicySection title="What we collect">
        <ul>
          <li>Account details: your name, phone number, e-mail address and password (stored encrypted).</li>
          <li>Order details: delivery address, the items you buy and how you paid.</li>
          <li>Payment references from M-Pesa, card or bank providers. We never see or store your card number or PIN.</li>
          <li>Basic technical data such as your browser type, to keep the site secure and working.</li>
        </ul>
      </PolicySection>
      <PolicySection title="How we use it">
        <p>
          To process and deliver your orders, confirm payments, contact you about your orders, give you support and,
          if you subscribe, send you our newsletter. You can unsubscribe at any time.
        </p>
      </PolicySection>
      <PolicySection title="Who we share it with">
        <p>
          Only with the payment providers and delivery partners who need it to complete your order, and with
          authorities where the law requires it. We do not sell or rent your personal data.
        </p>
      </PolicySection>
      <PolicySection title="Storage and security">
        <p>
          Your data is kept on secured servers and only for as long as we need it for your orders or as the law
          requires. On this device we keep your sign-in token and your cart in the browser's local storage.
        </p>
      </PolicySection>
      <PolicySection title="Your rights">
        <p>
          Under the Kenya Data Protection Act, 2019, you may ask to see, correct or delete your personal data, or object
          to how we use it. Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we will respond within
          a reasonable time.
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { PrivacyPage as Component };
