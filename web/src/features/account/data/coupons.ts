// The coupon page's content (display only): My Coupons, and the Available, Upcomming and Expires
// sets (those spellings kept word for word), 10 each, shown 5 at a time.
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

/** Rows of [title, validity date, minimum order in rupees, what the coupon gives]. */
type CouponRow = readonly [string, string, number, string];

function couponsOf(prefix: string, validityLabel: string, rows: readonly CouponRow[]): Coupon[] {
  return rows.map(([title, date, minimum, gives], index) => ({
    id: `${prefix}-${index + 1}`,
    title,
    validity: `${validityLabel} ${date}`,
    description: `${gives} on orders of ₹${minimum.toLocaleString('en-IN')} or more`,
    terms: [
      `${gives} on a minimum order value of ₹${minimum.toLocaleString('en-IN')}.`,
      `${validityLabel} ${date}.`,
      'Valid once per account, on products sold by participating sellers.',
      'Cannot be combined with other coupons; bank offers still apply.',
      'The discount is taken back if the order is cancelled or returned.',
      'Flipkart may change or withdraw this offer at any time without notice.',
    ],
  }));
}

export const myCoupons: Coupon[] = couponsOf('mine', 'Valid till', [
  ['Extra ₹100 off', '30 Jun, 2026', 499, 'Extra ₹100 off'],
  ['10% off on Fashion', '15 Jul, 2026', 999, '10% off (up to ₹300) on fashion'],
]);

export const couponSections: CouponSection[] = [
  {
    id: 'available',
    heading: 'Available Coupons',
    coupons: couponsOf('available', 'Valid till', [
      ['₹50 off on Grocery', '31 May, 2026', 600, '₹50 off on groceries'],
      ['Extra 5% off on Mobiles', '10 Jun, 2026', 9999, 'Extra 5% off (up to ₹1,000) on mobiles'],
      ['₹200 off on Electronics', '20 Jun, 2026', 2999, '₹200 off on electronics'],
      ['Flat ₹75 off on Beauty', '25 Jun, 2026', 499, 'Flat ₹75 off on beauty products'],
      ['15% off on Home & Kitchen', '30 Jun, 2026', 1499, '15% off (up to ₹400) on home and kitchen'],
      ['₹150 off on Footwear', '05 Jul, 2026', 1299, '₹150 off on footwear'],
      ['Extra 10% off on Furniture', '12 Jul, 2026', 4999, 'Extra 10% off (up to ₹1,500) on furniture'],
      ['₹100 off on Toys', '18 Jul, 2026', 799, '₹100 off on toys and games'],
      ['₹250 off on Appliances', '25 Jul, 2026', 7999, '₹250 off on large appliances'],
      ['Free Delivery', '31 Jul, 2026', 199, 'Free delivery'],
    ]),
  },
  {
    id: 'upcoming',
    heading: 'Upcomming Coupons',
    coupons: couponsOf('upcoming', 'Valid from', [
      ['Big Saving Days ₹300 off', '01 Aug, 2026', 2999, '₹300 off during Big Saving Days'],
      ['Independence Day 15% off', '10 Aug, 2026', 1999, '15% off (up to ₹500)'],
      ['₹100 off on Books', '15 Aug, 2026', 699, '₹100 off on books'],
      ['Extra 8% off on Laptops', '20 Aug, 2026', 29999, 'Extra 8% off (up to ₹3,000) on laptops'],
      ['₹60 off on Stationery', '25 Aug, 2026', 399, '₹60 off on stationery'],
      ['Festive 20% off on Fashion', '01 Sep, 2026', 1499, '20% off (up to ₹600) on fashion'],
      ['₹500 off on TVs', '10 Sep, 2026', 19999, '₹500 off on televisions'],
      ['₹120 off on Sports', '20 Sep, 2026', 999, '₹120 off on sports and fitness'],
      ['Extra 5% off on Cameras', '01 Oct, 2026', 24999, 'Extra 5% off (up to ₹2,000) on cameras'],
      ['₹80 off on Baby Care', '15 Oct, 2026', 599, '₹80 off on baby care'],
    ]),
  },
  {
    id: 'expired',
    heading: 'Expires Coupons',
    coupons: couponsOf('expired', 'Expired on', [
      ['Republic Day ₹200 off', '26 Jan, 2026', 1999, '₹200 off'],
      ['₹40 off on Grocery', '31 Jan, 2026', 400, '₹40 off on groceries'],
      ['Valentine 10% off on Gifts', '14 Feb, 2026', 999, '10% off (up to ₹250) on gifts'],
      ['₹150 off on Headphones', '28 Feb, 2026', 1499, '₹150 off on headphones'],
      ['Holi 12% off on Fashion', '14 Mar, 2026', 1199, '12% off (up to ₹350) on fashion'],
      ['₹100 off on Kitchen', '31 Mar, 2026', 999, '₹100 off on kitchen appliances'],
      ['Extra 6% off on Mobiles', '15 Apr, 2026', 14999, 'Extra 6% off (up to ₹1,200) on mobiles'],
      ['₹90 off on Beauty', '30 Apr, 2026', 699, '₹90 off on beauty'],
      ['₹300 off on Smart Watches', '10 May, 2026', 3999, '₹300 off on smart watches'],
      ['Summer 10% off on Coolers', '20 May, 2026', 5999, '10% off (up to ₹800) on air coolers'],
    ]),
  },
];
