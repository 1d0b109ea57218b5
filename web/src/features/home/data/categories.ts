/**
 * The ten categories of the top bar's navigation, repeated as the home page's icon strip. Each has
 * sub-lists for its dropdown, except the 8th and 9th (Furniture, Travel), as the spec says. Every
 * entry leads to the results listing for its search text, which matches titles, brands and
 * categories.
 */
export interface CategoryLink {
  label: string;
  /** The search text the entry opens results for. */
  query: string;
}

export interface SubList {
  heading: CategoryLink;
  items: CategoryLink[];
}

export interface Category {
  title: string;
  icon: string;
  query: string;
  subLists?: SubList[];
}

const link = (label: string, query = label): CategoryLink => ({ label, query });

export const categories: Category[] = [
  {
    title: 'Top Offer',
    icon: '/static/categories/top-offers.svg',
    query: 'Top Offers',
    subLists: [
      { heading: link('Deals of the Day', 'Top Offers'), items: [link('Projectors', 'Projector'), link('Smartwatches', 'Smartwatch'), link('Wireless Earbuds'), link('Power Banks', 'Power Bank')] },
    ],
  },
  {
    title: 'Mobiles & Tablets',
    icon: '/static/categories/mobiles-tablets.svg',
    query: 'Mobiles & Tablets',
    subLists: [
      { heading: link('Mobiles'), items: [link('5G Phones', '5G'), link('Novaphone'), link('Zentra'), link('Kavi')] },
      { heading: link('Tablets'), items: [link('Lumio'), link('Orbitel')] },
    ],
  },
  {
    title: 'TVs & Appliances',
    icon: '/static/categories/tvs-appliances.svg',
    query: 'TVs & Appliances',
    subLists: [
      { heading: link('Television', 'LED Smart'), items: [link('4K Ultra HD'), link('Full HD')] },
      { heading: link('Appliances', 'TVs & Appliances'), items: [link('Washing Machines', 'Washing Machine'), link('Refrigerators', 'Refrigerator'), link('Air Conditioners', 'Air Conditioner')] },
    ],
  },
  {
    title: 'Electronics',
    icon: '/static/categories/electronics.svg',
    query: 'Electronics',
    subLists: [
      { heading: link('Computers', 'Laptop'), items: [link('Laptops', 'Laptop'), link('Projectors', 'Projector')] },
      { heading: link('Audio & Wearables', 'Electronics'), items: [link('Wireless Earbuds'), link('Bluetooth Speakers', 'Bluetooth Speaker'), link('Smartwatches', 'Smartwatch'), link('Power Banks', 'Power Bank')] },
    ],
  },
  {
    title: 'Fashion',
    icon: '/static/categories/fashion.svg',
    query: 'Fashion',
    subLists: [
      { heading: link("Men's Wear", 'Fashion'), items: [link('T-Shirts', 'T-Shirt'), link('Jeans'), link('Running Shoes')] },
      { heading: link("Women's Wear", 'Fashion'), items: [link('Kurtas', 'Kurta'), link('Sarees', 'Saree')] },
    ],
  },
  {
    title: 'Beauty',
    icon: '/static/categories/beauty.svg',
    query: 'Beauty',
    subLists: [
      { heading: link('Skin & Fragrance', 'Beauty'), items: [link('Face Wash'), link('Perfumes', 'Perfume')] },
      { heading: link('Grooming', 'Beauty'), items: [link('Hair Dryers', 'Hair Dryer'), link('Trimmers', 'Trimmer')] },
    ],
  },
  {
    title: 'Home & Kitchen',
    icon: '/static/categories/home-kitchen.svg',
    query: 'Home & Kitchen',
    subLists: [
      { heading: link('Kitchen', 'Home & Kitchen'), items: [link('Mixer Grinders', 'Mixer'), link('Pressure Cookers', 'Cooker'), link('Bottles', 'Bottle')] },
      { heading: link('Home Furnishing', 'Home & Kitchen'), items: [link('Bedsheets', 'Bedsheet')] },
    ],
  },
  { title: 'Furniture', icon: '/static/categories/furniture.svg', query: 'Furniture' },
  { title: 'Travel', icon: '/static/categories/travel.svg', query: 'Travel' },
  {
    title: 'Grocery',
    icon: '/static/categories/grocery.svg',
    query: 'Grocery',
    subLists: [
      { heading: link('Staples', 'Grocery'), items: [link('Rice'), link('Atta'), link('Cooking Oil', 'Oil')] },
      { heading: link('Beverages & Snacks', 'Grocery'), items: [link('Tea'), link('Dry Fruits', 'Almonds')] },
    ],
  },
];
