// The coupon page's content (display only): My Coupons, and the Available, Upcomming and Expires
// sets (those spellings kept word for word), 10 each, shown 5 at a time. Every text is a Lingui
// message read when shown, so it follows a change of language; minimum orders are priced with
// formatRupees and dates written with formatDate in the active language.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../../lib/i18n/format';
import { sourceLanguage } from '../../../lib/i18n/languages';
import { formatRupees } from '../../../lib/money';

export interface Coupon {
  id: string;
  title: string;
  /** As printed: 'Valid till 30 Jun, 2026'. */
  validity: string;
  description: string;
  terms: string[];
}

export interface CouponSection {
  id: 'available' | 'upcoming' | 'expired';
  heading: string;
  coupons: Coupon[];
}

export const COUPONS_PER_SET = 5;

/** Rows of [title, validity date as printed in English, minimum order in rupees, what the coupon gives]. */
type CouponRow = readonly [MessageDescriptor, string, number, MessageDescriptor];

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A coupon date as the active language writes it. English keeps the coupons' own print,
 * '01 Sep, 2026' (Intl's en-IN writes '01 Sept 2026'); every other language gets its short date
 * from formatDate ('01 सित॰ 2026').
 */
export function couponDate(printed: string): string {
  if (i18n.locale === sourceLanguage) return printed;
  const [, day, month, year] = /^(\d{2}) (\w{3}), (\d{4})$/.exec(printed) ?? [];
  const date = new Date(Date.UTC(Number(year), englishMonths.indexOf(month ?? ''), Number(day)));
  return formatDate(date, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** How a set words its dates: as the coupon's validity, and as the sentence in its terms. */
interface Validity {
  label: (date: string) => string;
  sentence: (date: string) => string;
}

const validTill: Validity = {
  label: (date) => i18n._(msg`Valid till ${date}`),
  sentence: (date) => i18n._(msg`Valid till ${date}.`),
};
const validFrom: Validity = {
  label: (date) => i18n._(msg`Valid from ${date}`),
  sentence: (date) => i18n._(msg`Valid from ${date}.`),
};
const expiredOn: Validity = {
  label: (date) => i18n._(msg`Expired on ${date}`),
  sentence: (date) => i18n._(msg`Expired on ${date}.`),
};

function couponsOf(prefix: string, validity: Validity, rows: readonly CouponRow[]): Coupon[] {
  return rows.map(([title, printedDate, minimum, gives], index) => ({
    id: `${prefix}-${index + 1}`,
    get title() {
      return i18n._(title);
    },
    get validity() {
      return validity.label(couponDate(printedDate));
    },
    get description() {
      const offer = i18n._(gives);
      const least = formatRupees(minimum);
      return i18n._(msg`${offer} on orders of ${least} or more`);
    },
    get terms() {
      const offer = i18n._(gives);
      const least = formatRupees(minimum);
      return [
        i18n._(msg`${offer} on a minimum order value of ${least}.`),
        validity.sentence(couponDate(printedDate)),
        i18n._(msg`Valid once per account, on products sold by participating sellers.`),
        i18n._(msg`Cannot be combined with other coupons; bank offers still apply.`),
        i18n._(msg`The discount is taken back if the order is cancelled or returned.`),
        i18n._(msg`Flipkart may change or withdraw this offer at any time without notice.`),
      ];
    },
  }));
}

function section(id: CouponSection['id'], heading: MessageDescriptor, coupons: Coupon[]): CouponSection {
  return {
    id,
    get heading() {
      return i18n._(heading);
    },
    coupons,
  };
}

export const myCoupons: Coupon[] = couponsOf('mine', validTill, [
  [msg`Extra ₹100 off`, '30 Jun, 2026', 499, msg`Extra ₹100 off`],
  [msg`10% off on Fashion`, '15 Jul, 2026', 999, msg`10% off (up to ₹300) on fashion`],
]);

export const couponSections: CouponSection[] = [
  section(
    'available',
    msg`Available Coupons`,
    couponsOf('available', validTill, [
      [msg`₹50 off on Grocery`, '31 May, 2026', 600, msg`₹50 off on groceries`],
      [msg`Extra 5% off on Mobiles`, '10 Jun, 2026', 9999, msg`Extra 5% off (up to ₹1,000) on mobiles`],
      [msg`₹200 off on Electronics`, '20 Jun, 2026', 2999, msg`₹200 off on electronics`],
      [msg`Flat ₹75 off on Beauty`, '25 Jun, 2026', 499, msg`Flat ₹75 off on beauty products`],
      [msg`15% off on Home & Kitchen`, '30 Jun, 2026', 1499, msg`15% off (up to ₹400) on home and kitchen`],
      [msg`₹150 off on Footwear`, '05 Jul, 2026', 1299, msg`₹150 off on footwear`],
      [msg`Extra 10% off on Furniture`, '12 Jul, 2026', 4999, msg`Extra 10% off (up to ₹1,500) on furniture`],
      [msg`₹100 off on Toys`, '18 Jul, 2026', 799, msg`₹100 off on toys and games`],
      [msg`₹250 off on Appliances`, '25 Jul, 2026', 7999, msg`₹250 off on large appliances`],
      [msg`Free Delivery`, '31 Jul, 2026', 199, msg`Free delivery`],
    ]),
  ),
  section(
    'upcoming',
    msg`Upcomming Coupons`,
    couponsOf('upcoming', validFrom, [
      [msg`Big Saving Days ₹300 off`, '01 Aug, 2026', 2999, msg`₹300 off during Big Saving Days`],
      [msg`Independence Day 15% off`, '10 Aug, 2026', 1999, msg`15% off (up to ₹500)`],
      [msg`₹100 off on Books`, '15 Aug, 2026', 699, msg`₹100 off on books`],
      [msg`Extra 8% off on Laptops`, '20 Aug, 2026', 29999, msg`Extra 8% off (up to ₹3,000) on laptops`],
      [msg`₹60 off on Stationery`, '25 Aug, 2026', 399, msg`₹60 off on stationery`],
      [msg`Festive 20% off on Fashion`, '01 Sep, 2026', 1499, msg`20% off (up to ₹600) on fashion`],
      [msg`₹500 off on TVs`, '10 Sep, 2026', 19999, msg`₹500 off on televisions`],
      [msg`₹120 off on Sports`, '20 Sep, 2026', 999, msg`₹120 off on sports and fitness`],
      [msg`Extra 5% off on Cameras`, '01 Oct, 2026', 24999, msg`Extra 5% off (up to ₹2,000) on cameras`],
      [msg`₹80 off on Baby Care`, '15 Oct, 2026', 599, msg`₹80 off on baby care`],
    ]),
  ),
  section(
    'expired',
    msg`Expires Coupons`,
    couponsOf('expired', expiredOn, [
      [msg`Republic Day ₹200 off`, '26 Jan, 2026', 1999, msg`₹200 off`],
      [msg`₹40 off on Grocery`, '31 Jan, 2026', 400, msg`₹40 off on groceries`],
      [msg`Valentine 10% off on Gifts`, '14 Feb, 2026', 999, msg`10% off (up to ₹250) on gifts`],
      [msg`₹150 off on Headphones`, '28 Feb, 2026', 1499, msg`₹150 off on headphones`],
      [msg`Holi 12% off on Fashion`, '14 Mar, 2026', 1199, msg`12% off (up to ₹350) on fashion`],
      [msg`₹100 off on Kitchen`, '31 Mar, 2026', 999, msg`₹100 off on kitchen appliances`],
      [msg`Extra 6% off on Mobiles`, '15 Apr, 2026', 14999, msg`Extra 6% off (up to ₹1,200) on mobiles`],
      [msg`₹90 off on Beauty`, '30 Apr, 2026', 699, msg`₹90 off on beauty`],
      [msg`₹300 off on Smart Watches`, '10 May, 2026', 3999, msg`₹300 off on smart watches`],
      [msg`Summer 10% off on Coolers`, '20 May, 2026', 5999, msg`10% off (up to ₹800) on air coolers`],
    ]),
  ),
];
