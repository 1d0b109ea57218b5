/**
 * The Help Centre: the TYPE OF ISSUE and Help Topics links (each opens its short answer on the
 * same page), and the sample orders under 'Which item are you facing an issue with?'.
 */
export interface HelpTopic {
  id: string;
  label: string;
  answer: string;
}

export const issueTypes: HelpTopic[] = [
  {
    id: 'issues',
    label: 'Help with your issues',
    answer: 'Choose the item below that you need help with, or pick a help topic on the left.',
  },
  {
    id: 'order',
    label: 'Help with your order',
    answer: 'Open the order from the list below to track it, cancel it or ask for a return.',
  },
  {
    id: 'other',
    label: 'Help with other issues',
    answer: 'For account, payment and offer questions, choose the matching help topic on the left.',
  },
];

export const helpTopics: HelpTopic[] = [
  {
    id: 'delivery',
    label: 'Delivery related',
    answer:
      'Delivery is free. Each order shows its expected date; if it has not arrived by then, report it from the order page within the policy period.',
  },
  {
    id: 'login',
    label: 'Login and my account',
    answer:
      'You log in with your email, your password and a 4-digit code. Forgot your password? Use Forget Password on the login page to get a reset link by email.',
  },
  {
    id: 'pay-later',
    label: 'Pay Later',
    answer:
      'Pay Later lets eligible shoppers buy now and pay next month in one go, with no extra cost when paid on time.',
  },
  {
    id: 'payment',
    label: 'Payment',
    answer: 'We accept credit cards, debit cards, net banking and UPI, in Indian rupees only.',
  },
  {
    id: 'emi',
    label: 'EMI',
    answer: 'Spread the price of an order over monthly instalments with a credit card from a participating bank.',
  },
  {
    id: 'emi-cardless',
    label: 'EMI (Cardless Credit)',
    answer: 'Cardless EMI needs no credit card: eligible shoppers pay in instalments approved at checkout.',
  },
  {
    id: 'emi-debit',
    label: 'EMI (Debit Card)',
    answer: 'Debit card EMI is open to pre-approved customers of participating banks.',
  },
  {
    id: 'credit-card',
    label: 'Co-branded Credit Card',
    answer: 'Our co-branded credit card gives cashback on every order in the store and at partner brands.',
  },
  {
    id: 'returns-pickup',
    label: 'Returns and Pickup',
    answer:
      'Ask for a return from the order page; a pickup is arranged at your address and the refund follows once the item is checked.',
  },
  {
    id: 'return-related',
    label: 'Return related',
    answer:
      'Items must come back in the condition their category asks for: new and unworn for clothing, unopened for beauty and personal care.',
  },
];

export interface SampleOrder {
  id: string;
  title: string;
  status: 'Purchased';
  image: string;
  date: string;
}

const recharges: Array<[amount: string, date: string]> = [
  ['₹239', '12 Jan 2024'],
  ['₹299', '10 Dec 2023'],
  ['₹155', '08 Nov 2023'],
  ['₹479', '05 Oct 2023'],
  ['₹19', '29 Sep 2023'],
  ['₹666', '02 Sep 2023'],
  ['₹209', '28 Jul 2023'],
  ['₹719', '30 Jun 2023'],
  ['₹99', '14 May 2023'],
  ['₹399', '21 Apr 2023'],
];

/** Hard-coded sample orders: mobile prepaid recharges, all Purchased, all opening order 1. */
export const sampleOrders: SampleOrder[] = recharges.map(([amount, date], index) => ({
  id: String(index + 1),
  title: `Mobile Prepaid Recharge of ${amount}`,
  status: 'Purchased',
  image: '/content/help/mobile-recharge.svg',
  date,
}));

/** Shown first: 5 items; VIEW MORE reveals the other 5. */
export const HELP_ITEMS_FIRST = 5;

export const helpCentre = {
  title: 'Help Centre',
  question: 'Which item are you facing an issue with?',
  typeOfIssue: 'TYPE OF ISSUE',
  helpTopics: 'Help Topics',
  viewMore: 'VIEW MORE',
} as const;
