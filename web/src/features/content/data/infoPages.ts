/**
 * The footer's information pages under /pages/:slug. 'terms' is the Terms of Use (./termsOfUse);
 * every other slug of `infoPageSlugs` has its text here, so the type checker refuses a missing one.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InfoPageSlug } from '../../../lib/paths';
import type { ContentDocument } from '../../../components/ContentSections/contentSection';

export const infoPages: Record<Exclude<InfoPageSlug, 'terms'>, ContentDocument<MessageDescriptor>> = {
  payments: {
    title: msg`Payments`,
    summary: msg`How you can pay for your orders, and what happens when a payment fails.`,
    sections: [
      {
        id: 'methods',
        heading: msg`Ways to pay`,
        paragraphs: [msg`All prices and payments are in Indian rupees. You can pay with:`],
        list: [
          msg`Credit and debit cards (Visa, Mastercard, RuPay, American Express)`,
          msg`Net banking from all major banks`,
          msg`UPI`,
          msg`EMI on eligible orders`,
          msg`Gift cards, alone or with another method`,
        ],
      },
      {
        id: 'failed',
        heading: msg`If a payment fails`,
        paragraphs: [
          msg`If money leaves your account but the order is not confirmed, it is returned to the same account automatically, usually within 7 working days.`,
        ],
      },
    ],
  },
  shipping: {
    title: msg`Shipping`,
    summary: msg`Where we deliver, what it costs and how long it takes.`,
    sections: [
      {
        id: 'where',
        heading: msg`Where we deliver`,
        paragraphs: [
          msg`We deliver across India. Enter your pincode on a product page or in your cart to check delivery to your address.`,
        ],
      },
      {
        id: 'cost',
        heading: msg`Delivery charges`,
        paragraphs: [
          msg`Delivery is free on orders in the storefront. Large appliances and furniture are delivered and installed by the seller’s partner at the time shown on the product page.`,
        ],
      },
      {
        id: 'time',
        heading: msg`Delivery time`,
        paragraphs: [
          msg`Most orders arrive in 2 to 7 working days. Each order shows its expected delivery date, and you can track it from My Orders.`,
        ],
      },
    ],
  },
  returnpolicy: {
    title: msg`Return Policy`,
    summary: msg`What can be returned, for how long, and in what condition.`,
    sections: [
      {
        id: 'window',
        heading: msg`Return window`,
        paragraphs: [
          msg`Each product page shows its return or replacement period, which varies by category and seller. Clothing and footwear can be exchanged within 30 days of delivery.`,
        ],
      },
      {
        id: 'condition',
        heading: msg`Condition of returned items`,
        paragraphs: [msg`Returned items are checked at pickup:`],
        list: [
          msg`Electronics: complete, with accessories, manuals and freebies.`,
          msg`Clothing and footwear: new and unworn, tags attached.`,
          msg`Beauty, health and personal care: new and unopened.`,
          msg`Sports, office products and jewellery: new, in the original packaging.`,
        ],
      },
      {
        id: 'refunds',
        heading: msg`Refunds`,
        paragraphs: [msg`Refunds are made to the original payment method once the seller has received the item back.`],
      },
    ],
  },
  paymentsecurity: {
    title: msg`Payment Security`,
    summary: msg`How your payment details are protected.`,
    sections: [
      {
        id: 'encryption',
        heading: msg`Encrypted end to end`,
        paragraphs: [
          msg`Payment details travel over encrypted connections only, and card payments are processed by certified payment partners.`,
        ],
      },
      {
        id: 'tokens',
        heading: msg`Saved cards are tokenised`,
        paragraphs: [
          msg`We never store your full card number. A saved card is kept as a token issued by your card network, usable only on this storefront.`,
        ],
      },
      {
        id: 'fraud',
        heading: msg`Staying safe`,
        paragraphs: [
          msg`We will never ask for your password, OTP or card PIN by phone, email or message. Report any such request to us.`,
        ],
      },
    ],
  },
  privacypolicy: {
    title: msg`Privacy Policy`,
    summary: msg`What we collect about you, why, and the choices you have.`,
    sections: [
      {
        id: 'collect',
        heading: msg`What we collect`,
        paragraphs: [
          msg`Your name, email address, mobile number, delivery addresses and orders, and how you use the storefront.`,
        ],
      },
      {
        id: 'use',
        heading: msg`How we use it`,
        paragraphs: [
          msg`To deliver your orders, keep your account secure, answer your questions and, if you allow it, tell you about offers. We share delivery details with sellers and delivery partners only as far as an order needs.`,
        ],
      },
      {
        id: 'choices',
        heading: msg`Your choices`,
        paragraphs: [
          msg`You can change your notification preferences at any time, edit your profile, and ask us to delete your account and its data.`,
        ],
      },
    ],
  },
  'grievance-redressal-mechanism': {
    title: msg`Grievance Redressal Mechanism`,
    summary: msg`How to raise a complaint and what happens next.`,
    sections: [
      {
        id: 'steps',
        heading: msg`Raising a complaint`,
        paragraphs: [
          msg`Start from the Help Centre, where most issues are solved fastest. If you are not satisfied with the answer, write to our grievance officer.`,
        ],
        list: [
          msg`We acknowledge your complaint within 48 hours.`,
          msg`We aim to resolve it within one month.`,
          msg`Every complaint gets a ticket number so you can follow it.`,
        ],
      },
      {
        id: 'officer',
        heading: msg`Grievance officer`,
        paragraphs: [msg`The grievance officer is available Monday to Friday, 9:00 to 18:00, through the Help Centre.`],
      },
    ],
  },
  'ewaste-compliance-tnc': {
    title: msg`E-waste Compliance`,
    summary: msg`How to dispose of old electronics responsibly.`,
    sections: [
      {
        id: 'why',
        heading: msg`Why it matters`,
        paragraphs: [
          msg`Electronic waste contains materials that harm people and the environment when thrown away with household waste.`,
        ],
      },
      {
        id: 'how',
        heading: msg`How to recycle`,
        paragraphs: [
          msg`Do not put old electronics or batteries in the bin. Hand them to an authorised collection centre or use the exchange offer on a new product, and the old one is collected at delivery.`,
        ],
      },
    ],
  },
};
