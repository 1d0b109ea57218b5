/**
 * The ten categories of the top bar's navigation, repeated as the home page's icon strip. Each has
 * sub-lists for its dropdown, except the 8th and 9th (Furniture, Travel), which have none. Every
 * entry leads to the results listing for its search text, which matches titles, brands and
 * categories.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The catalogue's category names, as products carry them (the mock's generated data, and kinds.ts there). */
export type CategoryName =
  | 'Top Offers'
  | 'Mobiles & Tablets'
  | 'TVs & Appliances'
  | 'Electronics'
  | 'Fashion'
  | 'Beauty'
  | 'Home & Kitchen'
  | 'Furniture'
  | 'Travel'
  | 'Grocery';

export interface CategoryLink {
  label: MessageDescriptor;
  /** The search text the entry opens results for. */
  query: string;
}

export interface SubList {
  heading: CategoryLink;
  items: CategoryLink[];
}

export interface Category {
  title: MessageDescriptor;
  icon: string;
  query: CategoryName;
  subLists?: SubList[];
}

const link = (label: MessageDescriptor, query: string): CategoryLink => ({ label, query });

/** A category, its icon named after it (`/static/categories/mobiles-tablets.svg` for 'Mobiles & Tablets'). */
const category = (title: MessageDescriptor, query: CategoryName, subLists?: SubList[]): Category => ({
  title,
  icon: `/static/categories/${query.toLowerCase().replace(/ & | /g, '-')}.svg`,
  query,
  ...(subLists ? { subLists } : {}),
});

// Top Offers' deals are Electronics' kinds of product.
const projectors = link(msg`Projectors`, 'Projector');
const smartwatches = link(msg`Smartwatches`, 'Smartwatch');
const wirelessEarbuds = link(msg`Wireless Earbuds`, 'Wireless Earbuds');
const powerBanks = link(msg`Power Banks`, 'Power Bank');

export const categories: Category[] = [
  category(msg`Top Offer`, 'Top Offers', [
    {
      heading: link(msg`Deals of the Day`, 'Top Offers'),
      items: [projectors, smartwatches, wirelessEarbuds, powerBanks],
    },
  ]),
  category(msg`Mobiles & Tablets`, 'Mobiles & Tablets', [
    {
      heading: link(msg`Mobiles`, 'Mobiles'),
      items: [
        link(msg`5G Phones`, '5G'),
        link(msg`Novaphone`, 'Novaphone'),
        link(msg`Zentra`, 'Zentra'),
        link(msg`Kavi`, 'Kavi'),
      ],
    },
    { heading: link(msg`Tablets`, 'Tablets'), items: [link(msg`Lumio`, 'Lumio'), link(msg`Orbitel`, 'Orbitel')] },
  ]),
  category(msg`TVs & Appliances`, 'TVs & Appliances', [
    {
      heading: link(msg`Television`, 'LED Smart'),
      items: [link(msg`4K Ultra HD`, '4K Ultra HD'), link(msg`Full HD`, 'Full HD')],
    },
    {
      heading: link(msg`Appliances`, 'TVs & Appliances'),
      items: [
        link(msg`Washing Machines`, 'Washing Machine'),
        link(msg`Refrigerators`, 'Refrigerator'),
        link(msg`Air Conditioners`, 'Air Conditioner'),
      ],
    },
  ]),
  category(msg`Electronics`, 'Electronics', [
    { heading: link(msg`Computers`, 'Laptop'), items: [link(msg`Laptops`, 'Laptop'), projectors] },
    {
      heading: link(msg`Audio & Wearables`, 'Electronics'),
      items: [wirelessEarbuds, link(msg`Bluetooth Speakers`, 'Bluetooth Speaker'), smartwatches, powerBanks],
    },
  ]),
  category(msg`Fashion`, 'Fashion', [
    {
      heading: link(msg`Men's Wear`, 'Fashion'),
      items: [link(msg`T-Shirts`, 'T-Shirt'), link(msg`Jeans`, 'Jeans'), link(msg`Running Shoes`, 'Running Shoes')],
    },
    { heading: link(msg`Women's Wear`, 'Fashion'), items: [link(msg`Kurtas`, 'Kurta'), link(msg`Sarees`, 'Saree')] },
  ]),
  category(msg`Beauty`, 'Beauty', [
    {
      heading: link(msg`Skin & Fragrance`, 'Beauty'),
      items: [link(msg`Face Wash`, 'Face Wash'), link(msg`Perfumes`, 'Perfume')],
    },
    {
      heading: link(msg`Grooming`, 'Beauty'),
      items: [link(msg`Hair Dryers`, 'Hair Dryer'), link(msg`Trimmers`, 'Trimmer')],
    },
  ]),
  category(msg`Home & Kitchen`, 'Home & Kitchen', [
    {
      heading: link(msg`Kitchen`, 'Home & Kitchen'),
      items: [link(msg`Mixer Grinders`, 'Mixer'), link(msg`Pressure Cookers`, 'Cooker'), link(msg`Bottles`, 'Bottle')],
    },
    { heading: link(msg`Home Furnishing`, 'Home & Kitchen'), items: [link(msg`Bedsheets`, 'Bedsheet')] },
  ]),
  category(msg`Furniture`, 'Furniture'),
  category(msg`Travel`, 'Travel'),
  category(msg`Grocery`, 'Grocery', [
    {
      heading: link(msg`Staples`, 'Grocery'),
      items: [link(msg`Rice`, 'Rice'), link(msg`Atta`, 'Atta'), link(msg`Cooking Oil`, 'Oil')],
    },
    {
      heading: link(msg`Beverages & Snacks`, 'Grocery'),
      items: [link(msg`Tea`, 'Tea'), link(msg`Dry Fruits`, 'Almonds')],
    },
  ]),
];
