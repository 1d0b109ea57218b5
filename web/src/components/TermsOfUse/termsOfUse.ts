/**
 * Our own Terms of Use, written for this storefront. They state the shop's rules: who may
 * contract, PAN and GST rules, rupee-only payments, gift card amounts, returns by category, the
 * buyer protection dispute process and its limits, conduct towards delivery partners, and the
 * platform's rights. The text is complete: no clause is cut off.
 */
import type { ContentDocument } from '../ContentSections/contentSection';

export const termsOfUse: ContentDocument = {
  title: 'Terms of Use',
  summary:
    'These terms apply whenever you browse, buy or sell on this storefront, on the web or in our apps. By using the storefront you agree to them.',
  sections: [
    {
      id: 'about',
      heading: '1. About these terms',
      paragraphs: [
        'The storefront is a marketplace: products are listed and sold by independent third-party sellers, and the storefront provides the platform on which buyers and sellers meet. A sale is a contract between the buyer and the seller.',
        'These terms are also available in 11 Indian languages. If a translation differs from the English text, the English text applies.',
        'We may change these terms. Changes apply from the moment they are published here; please read them from time to time.',
      ],
    },
    {
      id: 'eligibility',
      heading: '2. Who may use the storefront',
      paragraphs: [
        'You may use the storefront only if you can form a legally binding contract under Indian law.',
        'If you are under 18 years of age, you may use the storefront only with the involvement and consent of a parent or legal guardian, who accepts these terms on your behalf.',
        'You may browse and buy without registering. When you register, one login works across our group’s apps and websites.',
      ],
    },
    {
      id: 'account',
      heading: '3. Your account',
      paragraphs: [
        'You are responsible for keeping your password and one-time codes secret and for everything done with your account. Tell us at once if you believe someone else has used it.',
        'Keep your name, email address and mobile number accurate. We use them to send you order updates and, with your permission, offers.',
      ],
    },
    {
      id: 'platform-rights',
      heading: '4. What the storefront may do',
      paragraphs: ['To keep the marketplace safe and fair, the storefront may, at its discretion:'],
      list: [
        'suspend or close an account that breaks these terms or the law;',
        'turn off cash on delivery for certain accounts;',
        'refuse or cancel a transaction that looks fraudulent or abusive;',
        'remove a listing that breaks these terms or a rights owner’s rights.',
      ],
    },
    {
      id: 'orders-payment',
      heading: '5. Orders, prices and payment',
      paragraphs: [
        'The price shown when you place an order is the transaction price you pay the seller, including taxes unless stated otherwise. A seller may cancel an order, for example when an item is out of stock or mispriced; any amount paid is refunded.',
        'All payments are made in Indian rupees. Products are sold for delivery in India only.',
        'You may pay by credit card, debit card, net banking or UPI. If you dispute a card payment with your bank (a chargeback) while an order is fulfilled, we may ask you for proof and hold the disputed amount until it is resolved.',
      ],
    },
    {
      id: 'pan',
      heading: '6. PAN card for high-value orders',
      paragraphs: [
        'Orders of ₹2,00,000 (two lakh rupees) or more need a copy of the buyer’s PAN card. Upload it within 4 days of placing the order; if it is not uploaded in time, the order is cancelled.',
        'You need to upload your PAN card only once for your account.',
        'If the name on the PAN card does not match the name of the customer on the order, the order is cancelled.',
      ],
    },
    {
      id: 'gst',
      heading: '7. Business purchases with GST invoices',
      paragraphs: [
        'To get a GST invoice, enter your GSTIN and the registered name of your business when you order. The GSTIN and entity name then appear on the invoice.',
        'For a business purchase, the delivery address must match the billing address registered with the GSTIN. An order placed without a GSTIN is treated as a personal purchase.',
      ],
    },
    {
      id: 'gift-cards',
      heading: '8. Gift cards',
      paragraphs: [
        'Gift cards may be bought for a custom amount from ₹25 up to ₹10,000 per card, within the values offered at the time of purchase.',
        'A gift card is valid until the expiry date shown on it, cannot be exchanged for cash, and is sent to the recipient by email.',
      ],
    },
    {
      id: 'returns',
      heading: '9. Returns, replacements and exchanges',
      paragraphs: [
        'Each product page shows whether the item can be returned or replaced and for how long; the replacement guarantee period varies by category and seller. An item is accepted back only in the condition its category requires:',
      ],
      list: [
        'Electronics: with everything that came in the box, including accessories, manuals and freebies.',
        'Clothing and footwear: new and unworn (trying on for size is fine), with tags attached. Exchanges of clothing and footwear are possible within 30 days of delivery.',
        'Beauty, health and personal care: new and unopened, with seals intact.',
        'Sports, office products and jewellery: new and in the original packaging.',
        'An item that is exactly what the buyer ordered but was ordered by mistake (a wrong item ordered by the buyer) cannot be returned.',
      ],
    },
    {
      id: 'seller-returns',
      heading: '10. How sellers handle returns',
      paragraphs: [
        'A seller answers a return request in one of four ways: a replacement with collection of the shipment, a replacement without collection, a refund with collection of the shipment, or a refund without collection.',
        'If a seller does not close a return ticket within 3 days, it is settled in favour of the buyer. If a seller does not answer a replacement request within 3 days, the buyer is refunded.',
      ],
    },
    {
      id: 'buyer-protection',
      heading: '11. Buyer protection and disputes',
      paragraphs: [
        'If an order goes wrong and the seller does not put it right, you may raise a dispute with us. The rules are:',
      ],
      list: [
        'Raise the dispute within 45 days of the date of delivery (or of the expected delivery date, for an order that never arrived).',
        'You may make at most 5 claims in a year. A claim you withdraw is not counted.',
        'Each claim is covered up to Rs. 50,000.',
        'The seller has 3 days to answer a dispute. If we ask you for information, you have 10 days to provide it; otherwise the dispute is closed in the seller’s favour.',
        'From the moment a dispute is raised, the seller’s payment for the order is held until it is resolved.',
        'If the dispute is settled in your favour, you are refunded once the product has been returned to the seller.',
        'An order is treated as delivered if you do not report non-delivery within the period stated in the order’s policy.',
      ],
    },
    {
      id: 'delivery-partners',
      heading: '12. Delivery partners',
      paragraphs: [
        'Delivery partners must be treated with courtesy and respect. Customers who abuse, threaten or harass delivery partners may lose access to the storefront.',
      ],
    },
    {
      id: 'ebooks',
      heading: '13. E-books and digital content',
      paragraphs: [
        'When you buy an e-book you receive a personal, non-commercial licence to read it on your own devices. You may not share, resell, lend or copy it for others.',
      ],
    },
    {
      id: 'conduct',
      heading: '14. Your conduct',
      paragraphs: [
        'Do not post reviews, questions or messages that are profane, abusive, defamatory or misleading; we may remove them and suspend the account that posted them.',
        'Do not use email or any other channel of the storefront to send spam, threats or abuse. Report such messages to us and we will act on them.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: '15. Trademarks, copyright and infringement',
      paragraphs: [
        'The storefront’s name, logo and content are protected. Do not use them without written permission.',
        'Verified rights owners may report listings that infringe their trademark, copyright or other rights. Send an infringement notice with your proof of rights and the listings concerned to the grievance officer; we review every notice and may remove the listings.',
      ],
    },
    {
      id: 'grievances',
      heading: '16. Grievance officer',
      paragraphs: [
        'Complaints about the storefront, its content or these terms can be sent to our grievance officer through the Grievance Redressal page. We acknowledge a complaint within 48 hours and aim to resolve it within one month.',
      ],
    },
    {
      id: 'law',
      heading: '17. Governing law and courts',
      paragraphs: [
        'These terms are governed by the laws of India. Any dispute arising from them or from the use of the storefront is subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka.',
      ],
    },
  ],
};
