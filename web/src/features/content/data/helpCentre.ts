/**
 * The Help Centre: the TYPE OF ISSUE and Help Topics links (each opens its short answer on the
 * same page), and the sample orders under 'Which item are you facing an issue with?'.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface HelpTopic {
  id: string;
  label: MessageDescriptor;
  answer: MessageDescriptor;
}

export const issueTypes: HelpTopic[] = [
  {
    id: 'issues',
    label: msg`Help with your issues`,
    answer: msg`Choose the item below that you need help with, or pick a help topic on the left.`,
  },
  {
    id: 'order',
    label: msg`Help with your order`,
    answer: msg`Open the order from the list below to track it, cancel it or ask for a return.`,
  },
  {
    id: 'other',
    label: msg`Help with other issues`,
    answer: msg`For account, payment and offer questions, choose the matching help topic on the left.`,
  },
];

export const helpTopics: HelpTopic[] = [
  {
    id: 'delivery',
    label: msg`Delivery related`,
    answer: msg`Delivery is free. Each order shows its expected date; if it has not arrived by then, report it from the order page within the policy period.`,
  },
  {
    id: 'login',
    label: msg`Login and my account`,
    answer: msg`You log in with your email, your password and a 4-digit code. Forgot your password? Use Forget Password on the login page to get a reset link by email.`,
  },
  {
    id: 'pay-later',
    label: msg`Pay Later`,
    answer: msg`Pay Later lets eligible shoppers buy now and pay next month in one go, with no extra cost when paid on time.`,
  },
  {
    id: 'payment',
    label: msg`Payment`,
    answer: msg`We accept credit cards, debit cards, net banking and UPI, in Indian rupees only.`,
  },
  {
    id: 'emi',
    label: msg`EMI`,
    answer: msg`Spread the price of an order over monthly instalments with a credit card from a participating bank.`,
  },
  {
    id: 'emi-cardless',
    label: msg`EMI (Cardless Credit)`,
    answer: msg`Cardless EMI needs no credit card: eligible shoppers pay in instalments approved at checkout.`,
  },
  {
    id: 'emi-debit',
    label: msg`EMI (Debit Card)`,
    answer: msg`Debit card EMI is open to pre-approved customers of participating banks.`,
  },
  {
    id: 'credit-card',
    label: msg`Co-branded Credit Card`,
    answer: msg`Our co-branded credit card gives cashback on every order in the store and at partner brands.`,
  },
  {
    id: 'returns-pickup',
    label: msg`Returns and Pickup`,
    answer: msg`Ask for a return from the order page; a pickup is arranged at your address and the refund follows once the item is checked.`,
  },
  {
    id: 'return-related',
    label: msg`Return related`,
    answer: msg`Items must come back in the condition their category asks for: new and unworn for clothing, unopened for beauty and personal care.`,
  },
];

export interface SampleOrder {
  id: string;
  /** The recharge's amount in rupees. */
  amount: number;
  status: MessageDescriptor;
  image: string;
  /** ISO date, printed in the active language ('12 Jan 2024'). */
  date: string;
}

const recharges: Array<[amount: number, date: string]> = [
  [239, '2024-01-12'],
  [299, '2023-12-10'],
  [155, '2023-11-08'],
  [479, '2023-10-05'],
  [19, '2023-09-29'],
  [666, '2023-09-02'],
  [209, '2023-07-28'],
  [719, '2023-06-30'],
  [99, '2023-05-14'],
  [399, '2023-04-21'],
];

/** Hard-coded sample orders: mobile prepaid recharges, all Purchased, all opening order 1. */
export const sampleOrders: SampleOrder[] = recharges.map(([amount, date], index) => ({
  id: String(index + 1),
  amount,
  status: msg`Purchased`,
  image: '/content/help/mobile-recharge.svg',
  date,
}));

/** Shown first: 5 items; VIEW MORE reveals the other 5. */
export const HELP_ITEMS_FIRST = 5;

export const helpCentre = {
  title: msg`Help Centre`,
  question: msg`Which item are you facing an issue with?`,
  typeOfIssue: msg`TYPE OF ISSUE`,
  helpTopics: msg`Help Topics`,
  viewMore: msg`VIEW MORE`,
};
