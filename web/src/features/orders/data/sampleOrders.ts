/**
 * The ten placeholder orders of /account/orders and their detail pages (display only: the API has
 * no orders). One order is always recent, so "Last 30 days" and "On the way" have something to show.
 */
export const orderStatuses = ['On the way', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderTimes = ['Last 30 days', '2022', '2023', '2021', '2020', 'Older'] as const;
export type OrderTime = (typeof orderTimes)[number];

export interface SampleOrder {
  id: string;
  title: string;
  variant: string;
  seller: string;
  image: string;
  status: OrderStatus;
  /** ISO date the order was placed. */
  placedOn: string;
  /** ISO date of the last status change (delivery, cancellation, return). */
  updatedOn: string;
  listPrice: number;
  sellingPrice: number;
  extraDiscount: number;
  deliveryFee: number;
  paymentMode: string;
  transactionId: string;
  superCoins: number;
}

const DAY_MS = 86_400_000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
}

const image = (name: string) => `/static/categories/${name}.svg`;

export const sampleOrders: SampleOrder[] = [
  {
    id: '1',
    title: 'Omex Nova 5G (Ocean Blue, 128 GB)',
    variant: 'Color: Ocean Blue',
    seller: 'SuperComNet',
    image: image('mobiles-tablets'),
    status: 'On the way',
    placedOn: daysAgo(3),
    updatedOn: daysAgo(1),
    listPrice: 19999,
    sellingPrice: 14993,
    extraDiscount: 500,
    deliveryFee: 0,
    paymentMode: 'UPI',
    transactionId: 'TXN4821093317',
    superCoins: 20,
  },
  {
    id: '2',
    title: 'Vivo 108 cm (43 inch) Ultra HD Smart TV',
    variant: 'Size: 43 inch',
    seller: 'RetailNet',
    image: image('tvs-appliances'),
    status: 'Delivered',
    placedOn: '2023-11-02',
    updatedOn: '2023-11-06',
    listPrice: 42990,
    sellingPrice: 27999,
    extraDiscount: 1000,
    deliveryFee: 0,
    paymentMode: 'Credit Card',
    transactionId: 'TXN3310928456',
    superCoins: 50,
  },
  {
    id: '3',
    title: 'Style Street Men Slim Fit Casual Shirt',
    variant: 'Size: M',
    seller: 'TrendsIndia',
    image: image('fashion'),
    status: 'Delivered',
    placedOn: '2023-06-14',
    updatedOn: '2023-06-18',
    listPrice: 1499,
    sellingPrice: 549,
    extraDiscount: 0,
    deliveryFee: 40,
    paymentMode: 'Cash on Delivery',
    transactionId: 'TXN2219384710',
    superCoins: 4,
  },
  {
    id: '4',
    title: 'Fresh Basket Organic Toor Dal 1 kg',
    variant: 'Pack of 1',
    seller: 'Fresh Basket',
    image: image('grocery'),
    status: 'Cancelled',
    placedOn: '2022-09-21',
    updatedOn: '2022-09-22',
    listPrice: 220,
    sellingPrice: 179,
    extraDiscount: 0,
    deliveryFee: 0,
    paymentMode: 'UPI',
    transactionId: 'TXN1198273645',
    superCoins: 0,
  },
  {
    id: '5',
    title: 'Glow Herbal Face Wash 150 ml',
    variant: 'Pack of 2',
    seller: 'BeautyHub',
    image: image('beauty'),
    status: 'Returned',
    placedOn: '2022-04-09',
    updatedOn: '2022-04-20',
    listPrice: 398,
    sellingPrice: 299,
    extraDiscount: 0,
    deliveryFee: 0,
    paymentMode: 'Debit Card',
    transactionId: 'TXN0987123465',
    superCoins: 2,
  },
  {
    id: '6',
    title: 'Sound Wave Bluetooth Headphones with Mic',
    variant: 'Color: Black',
    seller: 'AudioWorld',
    image: image('electronics'),
    status: 'Delivered',
    placedOn: '2021-12-18',
    updatedOn: '2021-12-22',
    listPrice: 2999,
    sellingPrice: 1299,
    extraDiscount: 100,
    deliveryFee: 0,
    paymentMode: 'UPI',
    transactionId: 'TXN8876123409',
    superCoins: 12,
  },
  {
    id: '7',
    title: 'HomeCraft Non-Stick Cookware Set (3 pieces)',
    variant: 'Color: Red',
    seller: 'KitchenKing',
    image: image('home-kitchen'),
    status: 'Delivered',
    placedOn: '2021-03-05',
    updatedOn: '2021-03-09',
    listPrice: 2499,
    sellingPrice: 1149,
    extraDiscount: 0,
    deliveryFee: 0,
    paymentMode: 'Net Banking',
    transactionId: 'TXN7765012398',
    superCoins: 10,
  },
  {
    id: '8',
    title: 'WoodLand Engineered Wood Study Table',
    variant: 'Finish: Walnut',
    seller: 'FurniMart',
    image: image('furniture'),
    status: 'Cancelled',
    placedOn: '2020-10-11',
    updatedOn: '2020-10-12',
    listPrice: 7999,
    sellingPrice: 4499,
    extraDiscount: 0,
    deliveryFee: 0,
    paymentMode: 'Credit Card',
    transactionId: 'TXN6654901287',
    superCoins: 0,
  },
  {
    id: '9',
    title: 'Trip Ahoy Cabin Luggage Trolley 55 cm',
    variant: 'Color: Grey',
    seller: 'TravelGear',
    image: image('travel'),
    status: 'Delivered',
    placedOn: '2020-01-25',
    updatedOn: '2020-01-30',
    listPrice: 5999,
    sellingPrice: 2199,
    extraDiscount: 0,
    deliveryFee: 0,
    paymentMode: 'Cash on Delivery',
    transactionId: 'TXN5543890176',
    superCoins: 20,
  },
  {
    id: '10',
    title: 'Mobile Prepaid Recharge ₹299',
    variant: '28 days, 1.5 GB per day',
    seller: 'Flipkart',
    image: image('top-offers'),
    status: 'Delivered',
    placedOn: '2019-08-16',
    updatedOn: '2019-08-16',
    listPrice: 299,
    sellingPrice: 299,
    extraDiscount: 0,
    deliveryFee: 0,
    paymentMode: 'UPI',
    transactionId: 'TXN4432789065',
    superCoins: 2,
  },
];

export function findSampleOrder(orderId: string): SampleOrder | undefined {
  return sampleOrders.find((order) => order.id === orderId);
}
