/**
 * Texts the API sends in `msg` that the shop shows. The wire format stays the hosted API's (its
 * English, typos included: openapi.yaml), and so does what English shoppers read; in another
 * language the shopper reads the known ones translated, and any other in the server's own words.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const known: Record<string, MessageDescriptor> = {
  'Successfull added...': msg`Successfull added...`,
  'Cart is Already Exixts..': msg`Cart is Already Exixts..`,
  'Successfull removed...': msg`Successfull removed...`,
  'No such product in the catalogue': msg`No such product in the catalogue`,
  'Too many changes to the cart in a short time. Please wait a moment and try again.': msg`Too many changes to the cart in a short time. Please wait a moment and try again.`,
  'Too many orders tried in a short time. Please wait a moment and try again.': msg`Too many orders tried in a short time. Please wait a moment and try again.`,
  'Product is not in the cart': msg`Product is not in the cart`,
  'User Registered...': msg`User Registered...`,
  'User loggin...': msg`User loggin...`,
  'Invalid username or password...': msg`Invalid username or password...`,
  'User Update': msg`User Update`,
  'Account Deleted': msg`Account Deleted`,
  'User Password Changed...': msg`User Password Changed...`,
  'Please Fill All Field': msg`Please Fill All Field`,
  'Email is Invalid...': msg`Email is Invalid...`,
  'Email is Already Exists...': msg`Email is Already Exists...`,
  'Old Password is Wrong...': msg`Old Password is Wrong...`,
  'Password is MissMatch...': msg`Password is MissMatch...`,
  'Please enter the one-time code sent to your email, or request one first if none was sent': msg`Please enter the one-time code sent to your email, or request one first if none was sent`,
  'OTP verification successful': msg`OTP verification successful`,
  'Invalid OTP': msg`Invalid OTP`,
  'Too many wrong codes. Please ask for a new code.': msg`Too many wrong codes. Please ask for a new code.`,
  'This sign-in has expired. Please log in again.': msg`This sign-in has expired. Please log in again.`,
  'This account has had as many one-time codes as it may today. Please sign in with your password instead.': msg`This account has had as many one-time codes as it may today. Please sign in with your password instead.`,
  'Please Check you email...': msg`Please Check you email...`,
  'Please log in to continue': msg`Please log in to continue`,
  'Your session is not valid. Please log in again': msg`Your session is not valid. Please log in again`,
  'Your session has expired. Please log in again': msg`Your session has expired. Please log in again`,
  'Please verify the one-time code sent to your email first': msg`Please verify the one-time code sent to your email first`,
  'Too many attempts. Please try again in a minute.': msg`Too many attempts. Please try again in a minute.`,
  'Service unavailable': msg`Service unavailable`,
};

const otpSent = /^OTP has been send at (.+)$/;

/** `text` from the server as the shopper should read it now; '' stays '' (callers fall back). */
export function serverMessage(text: string | undefined): string {
  if (!text) return '';
  const descriptor = known[text];
  if (descriptor) return i18n._(descriptor);
  const sentTo = otpSent.exec(text)?.[1];
  if (sentTo) return i18n._(msg`OTP has been send at ${sentTo}`);
  return text;
}
