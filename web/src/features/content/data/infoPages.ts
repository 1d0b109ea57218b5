/**
 * The footer's information pages under /pages/:slug. 'terms' is the Terms of Use (./termsOfUse);
 * every other slug of `infoPageSlugs` has its text here, so the type checker refuses a missing one.
 */
import type { InfoPageSlug } from '../../../lib/paths';
import type { ContentDocument } from './contentSection';

export const infoPages: Record<Exclude<InfoPageSlug, 'terms'>, ContentDocument> = {
  payments: {
    title: 'Payments',
    summary: 'How you can pay for your orders, and what happens when a payment fails.',
    sections: [
      {
        id: 'methods',
        heading: 'Ways to pay',
        paragraphs: ['All prices and payments are in Indian rupees. You can pay with:'],
        list: [
          'Credit and debit cards (Visa, Mastercard, RuPay, American Express)',
          'Net banking from all major banks',
          'UPI',
          'EMI on eligible orders',
          'Gift cards, alone or with another method',
        ],
      },
      {
        id: 'failed',
        heading: 'If a payment fails',
        paragraphs: [
          'If money leaves your account but the order is not confirmed, it is returned to the same account automatically, usually within 7 working days.',
        ],
      },
    ],
  },
  shipping: {
    title: 'Shipping',
    summary: 'Where we deliver, what it costs and how long it takes.',
    sections: [
      {
        id: 'where',
        heading: 'Where we deliver',
        paragraphs: [
          'We deliver across India. Enter your pincode on a product page or in your cart to check delivery to your address.',
        ],
      },
      {
        id: 'cost',
        heading: 'Delivery charges',
        paragraphs: [
          'Delivery is free on orders in the storefront. Large appliances and furniture are delivered and installed by the seller’s partner at the time shown on the product page.',
        ],
      },
      {
        id: 'time',
        heading: 'Delivery time',
        paragraphs: [
          'Most orders arrive in 2 to 7 working days. Each order shows its expected delivery date, and you can track it from My Orders.',
        ],
      },
    ],
  },
  returnpolicy: {
    title: 'Return Policy',
    summary: 'What can be returned, for how long, and in what condition.',
    sections: [
      {
        id: 'window',
        heading: 'Return window',
        paragraphs: [
          'Each product page shows its return or replacement period, which varies by category and seller. Clothing and footwear can be exchanged within 30 days of delivery.',
        ],
      },
      {
        id: 'condition',
        heading: 'Condition of returned items',
        paragraphs: ['Returned items are checked at pickup:'],
        list: [
          'Electronics: complete, with accessories, manuals and freebies.',
          'Clothing and footwear: new and unworn, tags attached.',
          'Beauty, health and personal care: new and unopened.',
          'Sports, office products and jewellery: new, in the original packaging.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds',
        paragraphs: ['Refunds are made to the original payment method once the seller has received the item back.'],
      },
    ],
  },
  paymentsecurity: {
    title: 'Payment Security',
    summary: 'How your payment details are protected.',
    sections: [
      {
        id: 'encryption',
        heading: 'Encrypted end to end',
        paragraphs: [
          'Payment details travel over encrypted connections only, and card payments are processed by certified payment partners.',
        ],
      },
      {
        id: 'tokens',
        heading: 'Saved cards are tokenised',
        paragraphs: [
          'We never store your full card number. A saved card is kept as a token issued by your card network, usable only on this storefront.',
        ],
      },
      {
        id: 'fraud',
        heading: 'Staying safe',
        paragraphs: [
          'We will never ask for your password, OTP or card PIN by phone, email or message. Report any such request to us.',
        ],
      },
    ],
  },
  privacypolicy: {
    title: 'Privacy Policy',
    summary: 'What we collect about you, why, and the choices you have.',
    sections: [
      {
        id: 'collect',
        heading: 'What we collect',
        paragraphs: [
          'Your name, email address, mobile number, delivery addresses and orders, and how you use the storefront.',
        ],
      },
      {
        id: 'use',
        heading: 'How we use it',
        paragraphs: [
          'To deliver your orders, keep your account secure, answer your questions and, if you allow it, tell you about offers. We share delivery details with sellers and delivery partners only as far as an order needs.',
        ],
      },
      {
        id: 'choices',
        heading: 'Your choices',
        paragraphs: [
          'You can change your notification preferences at any time, edit your profile, and ask us to delete your account and its data.',
        ],
      },
    ],
  },
  'grievance-redressal-mechanism': {
    title: 'Grievance Redressal Mechanism',
    summary: 'How to raise a complaint and what happens next.',
    sections: [
      {
        id: 'steps',
        heading: 'Raising a complaint',
        paragraphs: [
          'Start from the Help Centre, where most issues are solved fastest. If you are not satisfied with the answer, write to our grievance officer.',
        ],
        list: [
          'We acknowledge your complaint within 48 hours.',
          'We aim to resolve it within one month.',
          'Every complaint gets a ticket number so you can follow it.',
        ],
      },
      {
        id: 'officer',
        heading: 'Grievance officer',
        paragraphs: ['The grievance officer is available Monday to Friday, 9:00 to 18:00, through the Help Centre.'],
      },
    ],
  },
  'ewaste-compliance-tnc': {
    title: 'E-waste Compliance',
    summary: 'How to dispose of old electronics responsibly.',
    sections: [
      {
        id: 'why',
        heading: 'Why it matters',
        paragraphs: [
          'Electronic waste contains materials that harm people and the environment when thrown away with household waste.',
        ],
      },
      {
        id: 'how',
        heading: 'How to recycle',
        paragraphs: [
          'Do not put old electronics or batteries in the bin. Hand them to an authorised collection centre or use the exchange offer on a new product, and the old one is collected at delivery.',
        ],
      },
    ],
  },
};
