// The FAQs of the account pages (static content).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A question and its answer, as Lingui messages read in the active language when shown. */
export interface Faq {
  question: MessageDescriptor;
  answer: MessageDescriptor;
}

export const profileFaqs: Faq[] = [
  {
    question: msg`What happens when I update my name or mobile number?`,
    answer: msg`Your account shows the new details at once, everywhere on the site, and we use them for your orders and deliveries from then on.`,
  },
  {
    question: msg`Can I change my email address?`,
    answer: msg`Your email address is how you log in and where your one-time codes arrive, so it cannot be changed here. To use another address, create a new account with it.`,
  },
  {
    question: msg`What happens to my account when I update my details?`,
    answer: msg`Updating your name or mobile number does not invalidate your account. Your order history, wishlist and saved information stay as they are.`,
  },
  {
    question: msg`What happens when I delete my account?`,
    answer: msg`Your account is removed and you are logged out. You will need to register again to shop with the same email address.`,
  },
];

export const savedUpiFaqs: Faq[] = [
  {
    question: msg`Why should I save my UPI ID?`,
    answer: msg`A saved UPI ID lets you pay faster: you do not have to type it again at checkout.`,
  },
  {
    question: msg`Is it safe to save my UPI ID?`,
    answer: msg`Yes. A UPI ID is not a secret: every payment still needs your approval in your UPI app with your UPI PIN, which we never see or store.`,
  },
  {
    question: msg`How do I remove a saved UPI ID?`,
    answer: msg`Saved UPI IDs are listed on this page with a delete option. Removing one does not affect your bank account.`,
  },
];

export const savedCardsFaqs: Faq[] = [
  {
    question: msg`Why is my card being saved on Flipkart?`,
    answer: msg`It is quicker. You can save the hassle of typing in the complete card information every time you shop at Flipkart by saving your card details. You can make your payment by selecting the saved card of your choice at checkout. While this is obviously faster, it is also very secure.`,
  },
  {
    question: msg`Is it safe to save my cards on Flipkart?`,
    answer: msg`Absolutely. Your card information is 100 percent safe with us. We use world class encryption technology while saving your card information on our highly secure systems. Our payment systems have passed stringent security audits, which makes them highly secure.`,
  },
  {
    question: msg`What is card tokenisation?`,
    answer: msg`Under the Reserve Bank of India guidelines, merchants may not store your full card number. Instead, your card network issues a token: a unique code that stands for your card on this site only. Payments are made with the token, so your actual card number is never stored by us.`,
  },
  {
    question: msg`Do I need to give consent to tokenise my card?`,
    answer: msg`Yes. A card is tokenised only with your explicit consent, given with an additional factor of authentication such as an OTP at checkout.`,
  },
  {
    question: msg`What happens if I do not tokenise my card?`,
    answer: msg`You can still pay with your card, but you will have to enter the full card details every time you pay.`,
  },
  {
    question: msg`Can I delete a tokenised card?`,
    answer: msg`Yes. Deleting a saved card removes its token from our systems; you can add it again at any time.`,
  },
];

export const giftCardFaqs: Faq[] = [
  {
    question: msg`What are Flipkart Gift Cards?`,
    answer: msg`Flipkart Gift Cards are the perfect gift for any occasion. The recipient can shop from millions of products on Flipkart with them.`,
  },
  {
    question: msg`How do I add a gift card to my account?`,
    answer: msg`Choose ADD A GIFT CARD, enter the 16-digit card number and the 6-digit PIN, and the value is added to your gift card balance.`,
  },
  {
    question: msg`How do I check the balance of a gift card?`,
    answer: msg`Choose CHECK BALANCE and enter the card number and PIN. Your gift card balance in this account is always shown on this page.`,
  },
  {
    question: msg`How long is a gift card valid?`,
    answer: msg`A gift card is valid for one year from the date it is issued. The expiry date is shown on the card.`,
  },
  {
    question: msg`Can I use more than one gift card in an order?`,
    answer: msg`Yes. You can combine up to 15 gift cards in one order, and pay any remaining amount another way.`,
  },
];
