import { SUPPORT_EMAIL } from '@mitumba/contracts/plain';
import { PolicySection, StaticPage } from '../components/static-page';

export function ReturnPolicyPage() {
  return (
    <StaticPage
      eyebrow="Return policy"
      title="Returns, exchanges and refunds"
      intro="We want you to love what you order. If something is not right, here is how we make it right."
    >
      <PolicySection title="Items you can return">
        <p>
          Unopened and unused items can be returned within 7 days of delivery for a full refund or an exchange. They
          must come back in their original packaging with all tags attached.
        </p>
        <p>
          We cannot accept returns on opened packages. Bales and packed items are sealed after sorting, so once a
          package has been opened we can no longer resell it as checked stock.
        </p>
        <p>
          <strong>Bales can be returned only unopened</strong>, with their seal intact, within 7 days of delivery.
        </p>
      </PolicySection>
      <PolicySection title="Damaged or wrong items">
        <p>
          If your order arrives damaged, or you received the wrong item, tell us within 48 hours of delivery. Send your
          order number and a photo of the item and its packaging, and we will arrange an exchange or a refund at no
          cost to you.
        </p>
      </PolicySection>
      <PolicySection title="Items we cannot refund">
        <ul>
          <li>Opened or used packages.</li>
          <li>Items returned without their original packaging or tags.</li>
          <li>Clearance and sale items.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Refunds">
        <p>
          Once we have received and checked your return, we refund you within 7 business days to the original payment
          method: M-Pesa payments go back to the same M-Pesa number, card payments to the same card and bank payments
          to the same account.
        </p>
      </PolicySection>
      <PolicySection title="How to start a return">
        <p>
          E-mail us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with your order number and the items you
          want to return or exchange. We reply with the next steps, including where to drop off or send the package.
        </p>
      </PolicySection>
    </StaticPage>
  );
}

export { ReturnPolicyPage as Component };
