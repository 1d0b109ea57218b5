/**
 * What the seeded catalogue is made of: the shop's ten categories, the kinds of product in each, and
 * the pools of brands, models, colours and facts they are drawn from. A title names its kind of
 * product early ("… Projector Android 4K …"): the API cuts titles at about 55 characters, and a
 * shopper's search for the kind reads the title. Brands and sellers are invented
 * (the catalogue is demo data). This module is data only; generate.ts assembles products from it.
 */
import type { ProductAttributes } from '../../contract/api-types.js';
import type { Random } from './random.js';

export const categoryNames = [
  'Mobiles & Tablets',
  'TVs & Appliances',
  'Electronics',
  'Fashion',
  'Beauty',
  'Home & Kitchen',
  'Furniture',
  'Travel',
  'Grocery',
  'Top Offers',
] as const;

export type CategoryName = (typeof categoryNames)[number];

/** A named property with the values a product of the kind may have ("Resolution": "4K Ultra HD"). */
export interface Fact {
  name: string;
  values: readonly string[];
}

export interface TitleParts {
  brand: string;
  model: string;
  variant: string;
  noun: string;
  attributes: ProductAttributes;
  facts: Readonly<Record<string, string>>;
}

export interface ProductKind {
  noun: string;
  brands: readonly string[];
  models: readonly string[];
  /** Colours, or another variant line (pack size, fit) for things without a colour. */
  variants: readonly string[];
  /** Range of the original (struck-through) price, in rupees. */
  price: readonly [number, number];
  /** Range of the discount, in percent. */
  discount: readonly [number, number];
  facts: readonly Fact[];
  attributes?: (random: Random) => ProductAttributes;
  title: (parts: TitleParts) => string;
  warranty: string;
}

export interface Category {
  name: CategoryName;
  kinds: readonly ProductKind[];
}

/** Illustration colours for the variant names that are colours; others use the category's colour. */
export const colourHex: Readonly<Record<string, string>> = {
  Black: '#23262b',
  'Midnight Black': '#1b1d24',
  White: '#f3f4f6',
  Silver: '#c7ccd3',
  Grey: '#8a9099',
  'Space Grey': '#5d6169',
  Blue: '#2f6fd6',
  'Ocean Blue': '#1f8fb3',
  Navy: '#1f2f5c',
  Green: '#2e9d5b',
  Mint: '#8fd6b8',
  'Olive Green': '#6b7a3a',
  Red: '#d23a3a',
  Maroon: '#7a1f2b',
  Pink: '#e58aa8',
  Purple: '#7d4fc2',
  Lavender: '#b49be0',
  Gold: '#d4af37',
  Yellow: '#f2c230',
  Orange: '#f08a24',
  Brown: '#7b5236',
  Walnut: '#6a4a32',
  Teak: '#a0703a',
  Beige: '#d9c8a9',
  Cream: '#f4ead5',
};

const phoneColours = ['Midnight Black', 'Ocean Blue', 'Mint', 'Lavender', 'Silver', 'Green', 'Gold'];
const applianceColours = ['White', 'Silver', 'Black', 'Grey'];
const gadgetColours = ['Black', 'White', 'Blue', 'Grey', 'Red', 'Green'];
const apparelColours = ['Black', 'White', 'Navy', 'Maroon', 'Olive Green', 'Beige', 'Blue', 'Pink', 'Yellow'];
const woodFinishes = ['Walnut', 'Teak', 'Brown', 'White', 'Black'];
const luggageColours = ['Black', 'Navy', 'Grey', 'Red', 'Purple', 'Green'];

const gb = (values: readonly number[], random: Random) => `${random.pick(values)} GB`;
const inch = (value: number) => `${value} inch`;

const phoneAttributes = (random: Random): ProductAttributes => ({
  ram: gb([4, 6, 8, 12], random),
  storage: gb([64, 128, 256, 512], random),
  battery: `${random.pick([4000, 4500, 5000, 5000, 6000])} mAh`,
  screenSize: inch(random.pick([6.1, 6.4, 6.5, 6.67, 6.7, 6.8])),
  camera: `${random.pick([48, 50, 50, 64, 108, 200])} MP`,
});

const tabletAttributes = (random: Random): ProductAttributes => ({
  ram: gb([3, 4, 6, 8], random),
  storage: gb([32, 64, 128, 256], random),
  battery: `${random.pick([6000, 7040, 8000, 10090])} mAh`,
  screenSize: inch(random.pick([8.7, 10.1, 10.9, 11, 12.4])),
  camera: `${random.pick([5, 8, 13])} MP`,
});

const smartphone: ProductKind = {
  noun: 'Smartphone',
  brands: ['Novaphone', 'Zentra', 'Kavi', 'Lumio', 'Orbitel', 'Rasa Mobile'],
  models: ['Nova 5G', 'Pulse X', 'Edge Pro', 'Spark 12', 'Vega Neo', 'Orbit S', 'Aura Lite', 'Titan Max'],
  variants: phoneColours,
  price: [8000, 130000],
  discount: [5, 40],
  facts: [
    { name: 'Processor', values: ['Octa Core 2.4 GHz', 'Octa Core 3.0 GHz', 'Hexa Core 2.2 GHz'] },
    { name: 'Network Type', values: ['5G, 4G VoLTE', '5G'] },
    { name: 'Display Type', values: ['AMOLED', 'Super AMOLED', 'IPS LCD'] },
  ],
  attributes: phoneAttributes,
  title: ({ brand, model, variant, attributes }) => `${brand} ${model} (${variant}, ${attributes.storage ?? ''})`,
  warranty: '1 year manufacturer warranty for device and 6 months for accessories',
};

const tablet: ProductKind = {
  noun: 'Tablet',
  brands: ['Zentra', 'Lumio', 'Orbitel', 'Kavi'],
  models: ['Tab A9', 'Pad 11', 'Slate Pro', 'Tab Go'],
  variants: ['Space Grey', 'Silver', 'Blue', 'Lavender'],
  price: [9000, 90000],
  discount: [8, 45],
  facts: [
    { name: 'Connectivity', values: ['Wi-Fi Only', 'Wi-Fi + 4G', 'Wi-Fi + 5G'] },
    { name: 'Display Resolution', values: ['1920 x 1200', '2000 x 1200', '2560 x 1600'] },
  ],
  attributes: tabletAttributes,
  title: ({ brand, model, attributes, facts }) =>
    `${brand} ${model} Tablet ${attributes.ram ?? ''} RAM ${attributes.storage ?? ''} ROM ${attributes.screenSize ?? ''} with ${facts.Connectivity ?? ''}`,
  warranty: '1 year manufacturer warranty',
};

const smartTv: ProductKind = {
  noun: 'Smart TV',
  brands: ['Vistara', 'Crestline', 'Lumio', 'Sonara'],
  models: ['iSeries', 'Crystal', 'Nebula QLED', 'Vision Pro'],
  variants: ['Black'],
  price: [12000, 180000],
  discount: [15, 60],
  facts: [
    { name: 'Resolution', values: ['HD Ready 1366 x 768', 'Full HD 1920 x 1080', '4K Ultra HD 3840 x 2160'] },
    { name: 'Operating System', values: ['Android TV', 'Google TV', 'WebOS', 'Tizen'] },
    { name: 'Refresh Rate', values: ['60 Hz', '120 Hz'] },
  ],
  attributes: (random) => ({ screenSize: inch(random.pick([32, 40, 43, 50, 55, 65])) }),
  title: ({ brand, model, attributes, facts }) => {
    const inches = Number.parseFloat(attributes.screenSize ?? '0');
    const resolution = (facts.Resolution ?? '').split(' ').slice(0, -3).join(' ') || 'HD Ready';
    return `${brand} ${model} LED Smart TV ${Math.round(inches * 2.54)} cm (${inches} inch) ${resolution} ${facts['Operating System'] ?? ''}`;
  },
  warranty: '1 year comprehensive warranty and 1 year additional on panel',
};

const washingMachine: ProductKind = {
  noun: 'Washing Machine',
  brands: ['Crestline', 'Hima', 'Sonara', 'Aquiva'],
  models: ['AquaWash', 'SmartDrum', 'EcoSpin'],
  variants: applianceColours,
  price: [14000, 60000],
  discount: [10, 45],
  facts: [
    { name: 'Capacity', values: ['6.5 kg', '7 kg', '8 kg', '9 kg'] },
    {
      name: 'Function Type',
      values: ['Fully Automatic Front Load', 'Fully Automatic Top Load', 'Semi Automatic Top Load'],
    },
    { name: 'Energy Rating', values: ['5 Star', '4 Star', '3 Star'] },
  ],
  title: ({ brand, facts }) =>
    `${brand} ${facts.Capacity ?? ''} Washing Machine ${facts['Energy Rating'] ?? ''} ${facts['Function Type'] ?? ''}`,
  warranty: '2 years on product and 10 years on motor',
};

const refrigerator: ProductKind = {
  noun: 'Refrigerator',
  brands: ['Crestline', 'Hima', 'Frostiva'],
  models: ['CoolFresh', 'FrostFree Pro', 'Convertible 5-in-1'],
  variants: ['Silver', 'Black', 'Maroon', 'Blue'],
  price: [16000, 95000],
  discount: [10, 40],
  facts: [
    { name: 'Capacity', values: ['190 L', '253 L', '308 L', '465 L'] },
    { name: 'Type', values: ['Direct Cool Single Door', 'Frost Free Double Door', 'Side by Side'] },
    { name: 'Energy Rating', values: ['2 Star', '3 Star', '4 Star'] },
  ],
  title: ({ brand, facts }) =>
    `${brand} ${facts.Capacity ?? ''} Refrigerator ${facts.Type ?? ''} ${facts['Energy Rating'] ?? ''}`,
  warranty: '1 year on product and 10 years on compressor',
};

const airConditioner: ProductKind = {
  noun: 'Air Conditioner',
  brands: ['Frostiva', 'Crestline', 'Aquiva'],
  models: ['Arctic', 'PolarCool', 'WindFree'],
  variants: ['White'],
  price: [28000, 75000],
  discount: [20, 50],
  facts: [
    { name: 'Capacity', values: ['1 Ton', '1.5 Ton', '2 Ton'] },
    { name: 'Type', values: ['Split Inverter', 'Window'] },
    { name: 'Energy Rating', values: ['3 Star', '5 Star'] },
  ],
  title: ({ brand, model, facts }) =>
    `${brand} ${model} AC ${facts.Capacity ?? ''} ${facts['Energy Rating'] ?? ''} ${facts.Type ?? ''}`,
  warranty: '1 year on product and 5 years on compressor',
};

const laptop: ProductKind = {
  noun: 'Laptop',
  brands: ['Orbitel', 'Zentra', 'Vertex', 'Kavi'],
  models: ['AirBook 14', 'ProBook X', 'Vector 15', 'Zen Slim'],
  variants: ['Space Grey', 'Silver', 'Black', 'Blue'],
  price: [30000, 180000],
  discount: [8, 35],
  facts: [
    {
      name: 'Processor',
      values: ['Intel Core i3 12th Gen', 'Intel Core i5 13th Gen', 'AMD Ryzen 5 7530U', 'AMD Ryzen 7 7735HS'],
    },
    { name: 'Operating System', values: ['Windows 11 Home', 'Linux'] },
    { name: 'Weight', values: ['1.3 kg', '1.5 kg', '1.8 kg'] },
  ],
  attributes: (random) => ({
    ram: gb([8, 16, 32], random),
    storage: `${random.pick([256, 512, 1024])} GB SSD`,
    screenSize: inch(random.pick([13.3, 14, 15.6, 16])),
  }),
  title: ({ brand, model, attributes, facts }) =>
    `${brand} ${model} Thin and Light Laptop ${facts.Processor ?? ''} - (${attributes.ram ?? ''}/${attributes.storage ?? ''}/${facts['Operating System'] ?? ''})`,
  warranty: '1 year onsite warranty',
};

const earbuds: ProductKind = {
  noun: 'Wireless Earbuds',
  brands: ['Sonara', 'Beatnik', 'Zentra', 'Boomer'],
  models: ['Airdopes 141', 'BudsLite', 'Pods Pro', 'Echo Buds'],
  variants: gadgetColours,
  price: [1500, 15000],
  discount: [40, 80],
  facts: [
    { name: 'Playback Time', values: ['30 hours', '42 hours', '50 hours'] },
    { name: 'Noise Cancellation', values: ['Active Noise Cancellation', 'Environmental Noise Cancellation'] },
    { name: 'Bluetooth Version', values: ['5.3', '5.4'] },
  ],
  attributes: (random) => ({ battery: `${random.pick([300, 400, 500])} mAh` }),
  title: ({ brand, model, variant, facts }) =>
    `${brand} ${model} with ${facts['Playback Time'] ?? ''} Playback Bluetooth Headset (${variant}, True Wireless)`,
  warranty: '1 year manufacturer warranty',
};

const smartwatch: ProductKind = {
  noun: 'Smartwatch',
  brands: ['Beatnik', 'Pulsewear', 'Zentra', 'Boomer'],
  models: ['Fit Pro 3', 'Wave Call', 'Active 2', 'Ultra Sport'],
  variants: gadgetColours,
  price: [2000, 25000],
  discount: [40, 85],
  facts: [
    { name: 'Display', values: ['AMOLED', 'TFT LCD'] },
    { name: 'Calling', values: ['Bluetooth Calling', 'Notifications only'] },
    { name: 'Water Resistance', values: ['IP67', 'IP68', '5 ATM'] },
  ],
  attributes: (random) => ({
    screenSize: inch(random.pick([1.39, 1.43, 1.85, 2.01])),
    battery: `${random.pick([220, 280, 300, 410])} mAh`,
  }),
  title: ({ brand, model, attributes, facts }) =>
    `${brand} ${model} Smartwatch ${attributes.screenSize ?? ''} ${facts.Display ?? ''} Display with ${facts.Calling ?? ''}`,
  warranty: '1 year manufacturer warranty',
};

const speaker: ProductKind = {
  noun: 'Bluetooth Speaker',
  brands: ['Sonara', 'Beatnik', 'Boomer'],
  models: ['Stone 350', 'Party Box', 'Go Mini'],
  variants: gadgetColours,
  price: [1500, 30000],
  discount: [30, 70],
  facts: [
    { name: 'Output', values: ['10 W', '20 W', '40 W', '100 W'] },
    { name: 'Playback Time', values: ['8 hours', '12 hours', '20 hours'] },
  ],
  title: ({ brand, model, variant, facts }) =>
    `${brand} ${model} ${facts.Output ?? ''} Bluetooth Speaker (${variant}, Stereo Channel)`,
  warranty: '1 year manufacturer warranty',
};

const projector: ProductKind = {
  noun: 'Projector',
  brands: ['Omvista', 'Egret', 'Lumio'],
  models: ['K9 Pro-Max', 'Cine 4K', 'Beam Mini'],
  variants: ['Black', 'White'],
  price: [9000, 45000],
  discount: [45, 70],
  facts: [
    { name: 'Native Resolution', values: ['Full HD 1080p', '720p', '4K Supported'] },
    { name: 'Brightness', values: ['6500 Lumens', '9000 Lumens', '12000 Lumens'] },
    { name: 'Connectivity', values: ['Dual Wifi 5G, BT 5.0', 'Wifi, HDMI, USB'] },
  ],
  title: ({ brand, model, facts }) =>
    `${brand} ${model} Projector Android ${facts['Native Resolution'] ?? ''} ${facts.Connectivity ?? ''} Dolby Audio`,
  warranty: '1 year manufacturer warranty',
};

const powerBank: ProductKind = {
  noun: 'Power Bank',
  brands: ['Voltix', 'Zentra', 'Boomer'],
  models: ['PowerCore', 'Slim Charge', 'MagGo'],
  variants: gadgetColours,
  price: [1200, 6000],
  discount: [40, 75],
  facts: [
    { name: 'Output', values: ['12 W', '22.5 W', '65 W'] },
    { name: 'Ports', values: ['2 USB-A, 1 USB-C', '1 USB-A, 1 USB-C'] },
  ],
  attributes: (random) => ({ battery: `${random.pick([10000, 20000, 27000])} mAh` }),
  title: ({ brand, model, attributes, facts }) =>
    `${brand} ${model} Power Bank ${attributes.battery ?? ''} ${facts.Output ?? ''} Fast Charging`,
  warranty: '6 months manufacturer warranty',
};

const apparel = (
  noun: string,
  brands: readonly string[],
  models: readonly string[],
  price: readonly [number, number],
  fabrics: readonly string[],
): ProductKind => ({
  noun,
  brands,
  models,
  variants: apparelColours,
  price,
  discount: [30, 80],
  facts: [
    { name: 'Fabric', values: fabrics },
    { name: 'Fit', values: ['Regular Fit', 'Slim Fit', 'Relaxed Fit'] },
    { name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] },
  ],
  title: ({ brand, model, variant, facts }) => `${brand} ${model} ${noun} ${facts.Fit ?? ''} ${variant}`,
  warranty: 'No warranty; 10 days return policy',
});

const tshirt = apparel(
  'T-Shirt',
  ['Roadster Co', 'Urbano', 'Desi Threads', 'Kaveri'],
  ['Men Solid Round Neck', 'Women Printed', 'Men Striped Polo Neck'],
  [500, 2500],
  ['Cotton Blend', 'Pure Cotton', 'Polyester'],
);
const kurta = apparel(
  'Kurta',
  ['Desi Threads', 'Kaveri', 'Anokhi Loom'],
  ['Women Embroidered Straight', 'Men Solid Cotton', 'Women Printed A-line'],
  [800, 4500],
  ['Pure Cotton', 'Rayon', 'Silk Blend'],
);
const jeans = apparel(
  'Jeans',
  ['Roadster Co', 'Urbano', 'Denimcraft'],
  ['Men Mid Rise', 'Women High Rise', 'Men Low Rise'],
  [1000, 4000],
  ['Denim', 'Stretch Denim'],
);

const shoes: ProductKind = {
  noun: 'Running Shoes',
  brands: ['Stride', 'Urbano', 'Trackstar'],
  models: ['Velocity 2', 'AirGlide', 'Trail Runner', 'Street Pro'],
  variants: ['Black', 'White', 'Navy', 'Grey', 'Red'],
  price: [1200, 8000],
  discount: [30, 70],
  facts: [
    { name: 'Size (UK)', values: ['6', '7', '8', '9', '10'] },
    { name: 'Outer Material', values: ['Mesh', 'Synthetic', 'Knit'] },
    { name: 'Sole Material', values: ['EVA', 'Rubber', 'Phylon'] },
  ],
  title: ({ brand, model }) => `${brand} ${model} Running Shoes For Men`,
  warranty: '3 months manufacturer warranty',
};

const saree: ProductKind = {
  noun: 'Saree',
  brands: ['Anokhi Loom', 'Kaveri', 'Banaras Weaves'],
  models: ['Woven Banarasi', 'Printed Daily Wear', 'Embellished Bollywood', 'Kanjivaram'],
  variants: ['Maroon', 'Gold', 'Pink', 'Green', 'Navy', 'Purple'],
  price: [900, 12000],
  discount: [40, 85],
  facts: [
    { name: 'Fabric', values: ['Silk Blend', 'Georgette', 'Chiffon', 'Pure Silk'] },
    { name: 'Blouse Piece', values: ['Unstitched blouse piece included', 'No blouse piece'] },
  ],
  title: ({ brand, model, facts, variant }) => `${brand} ${model} ${facts.Fabric ?? ''} Saree (${variant})`,
  warranty: 'No warranty; 7 days return policy',
};

const beauty = (
  noun: string,
  brands: readonly string[],
  models: readonly string[],
  variants: readonly string[],
  price: readonly [number, number],
  facts: readonly Fact[],
): ProductKind => ({
  noun,
  brands,
  models,
  variants,
  price,
  discount: [10, 55],
  facts,
  title: ({ brand, model, variant }) => `${brand} ${model} ${noun} (${variant})`,
  warranty: noun === 'Hair Dryer' || noun === 'Beard Trimmer' ? '2 years manufacturer warranty' : 'Not applicable',
});

const faceWash = beauty(
  'Face Wash',
  ['Himara Herbals', 'Glowveda', 'Nuskin Lab'],
  ['Neem Purifying', 'Vitamin C Brightening', 'Oil Control'],
  ['100 ml', '150 ml', 'Pack of 2, 100 ml each'],
  [150, 900],
  [
    { name: 'Skin Type', values: ['All Skin Types', 'Oily Skin', 'Dry Skin'] },
    { name: 'Ideal For', values: ['Men & Women', 'Women', 'Men'] },
  ],
);
const perfume = beauty(
  'Perfume',
  ['Attar House', 'Velour', 'Glowveda'],
  ['Oud Royale', 'Blue Musk', 'Rose Garden'],
  ['50 ml', '100 ml'],
  [400, 4000],
  [
    { name: 'Fragrance', values: ['Woody', 'Floral', 'Fresh', 'Oriental'] },
    { name: 'Ideal For', values: ['Men', 'Women', 'Unisex'] },
  ],
);
const hairDryer = beauty(
  'Hair Dryer',
  ['Stylora', 'Crestline'],
  ['HD 1200', 'Ionic Pro', 'Travel Mini'],
  ['Pink', 'Black', 'White'],
  [800, 5000],
  [
    { name: 'Power', values: ['1000 W', '1200 W', '2000 W'] },
    { name: 'Heat Settings', values: ['2', '3'] },
  ],
);
const trimmer = beauty(
  'Beard Trimmer',
  ['Stylora', 'Groomex'],
  ['BT 3221', 'Precision 9', 'Blade One'],
  ['Black', 'Blue', 'Grey'],
  [900, 4500],
  [
    { name: 'Runtime', values: ['60 min', '90 min', '120 min'] },
    { name: 'Length Settings', values: ['20', '39'] },
  ],
);

const kitchen = (
  noun: string,
  brands: readonly string[],
  models: readonly string[],
  variants: readonly string[],
  price: readonly [number, number],
  facts: readonly Fact[],
  warranty: string,
): ProductKind => ({
  noun,
  brands,
  models,
  variants,
  price,
  discount: [15, 65],
  facts,
  title: ({ brand, model, facts: chosen }) => `${brand} ${model} ${Object.values(chosen)[0] ?? ''} ${noun}`,
  warranty,
});

const mixer = kitchen(
  'Mixer Grinder',
  ['Prestiva', 'Bajara', 'Sujata Home'],
  ['Ultra', 'Rex', 'Powermatic'],
  ['White', 'Black', 'Red'],
  [1800, 9000],
  [
    { name: 'Motor Power', values: ['500 W', '750 W', '1000 W'] },
    { name: 'Jars', values: ['3 Jars', '4 Jars'] },
  ],
  '2 years on product and 5 years on motor',
);
const cooker = kitchen(
  'Pressure Cooker',
  ['Prestiva', 'Hawk Home'],
  ['Svachh', 'Contura', 'Classic'],
  ['Silver', 'Black'],
  [900, 4000],
  [
    { name: 'Capacity', values: ['3 L', '5 L', '7.5 L'] },
    { name: 'Material', values: ['Aluminium', 'Stainless Steel', 'Hard Anodised'] },
  ],
  '5 years manufacturer warranty',
);
const bedsheet = kitchen(
  'Double Bedsheet',
  ['Bombay Linen', 'Spaces Home', 'Cotton Craft'],
  ['Floral Print', 'Geometric', 'Ethnic Jaipuri'],
  ['Blue', 'Pink', 'Green', 'Beige', 'Purple'],
  [500, 3500],
  [
    { name: 'Thread Count', values: ['144 TC', '180 TC', '210 TC', '300 TC'] },
    { name: 'Material', values: ['Cotton', 'Microfibre'] },
  ],
  'Not applicable',
);
const bottle = kitchen(
  'Water Bottle',
  ['Milton Craft', 'Cello Home', 'Hydra'],
  ['Thermosteel', 'Flip Lid', 'Aqua Sport'],
  ['Blue', 'Black', 'Silver', 'Pink', 'Green'],
  [300, 1500],
  [
    { name: 'Capacity', values: ['500 ml', '750 ml', '1 L'] },
    { name: 'Material', values: ['Stainless Steel', 'Copper', 'BPA-free Plastic'] },
  ],
  '1 year manufacturer warranty',
);

const furniture = (
  noun: string,
  brands: readonly string[],
  models: readonly string[],
  price: readonly [number, number],
  facts: readonly Fact[],
): ProductKind => ({
  noun,
  brands,
  models,
  variants: woodFinishes,
  price,
  discount: [20, 70],
  facts,
  title: ({ brand, model, facts: chosen, variant }) =>
    `${brand} ${model} ${Object.values(chosen)[0] ?? ''} ${noun} (${variant} Finish)`,
  warranty: '1 year manufacturer warranty',
});

const officeChair = furniture(
  'Office Chair',
  ['Greenwood', 'Sleepwell Living', 'Nilkamal Craft'],
  ['Ergo Mesh', 'Executive High Back', 'Task Pro'],
  [3000, 25000],
  [
    { name: 'Material', values: ['Mesh', 'Leatherette', 'Fabric'] },
    { name: 'Armrest', values: ['Adjustable armrest', 'Fixed armrest'] },
  ],
);
const studyTable = furniture(
  'Study Table',
  ['Greenwood', 'Deco Nest', 'Woodland Works'],
  ['Compact', 'Foldable', 'With Bookshelf'],
  [2500, 15000],
  [
    { name: 'Material', values: ['Engineered Wood', 'Solid Sheesham Wood', 'Metal and Wood'] },
    { name: 'Assembly', values: ['DIY assembly', 'Carpenter assembly'] },
  ],
);
const sofa = furniture(
  'Sofa',
  ['Woodland Works', 'Deco Nest', 'Casa Comfort'],
  ['3 Seater', 'L-Shape', '2 Seater Loveseat'],
  [12000, 80000],
  [
    { name: 'Upholstery', values: ['Fabric', 'Leatherette', 'Velvet'] },
    { name: 'Seating Capacity', values: ['2', '3', '5'] },
  ],
);
const bookshelf = furniture(
  'Bookshelf',
  ['Deco Nest', 'Greenwood'],
  ['5 Tier', 'Ladder', 'Wall Mounted'],
  [1500, 12000],
  [
    { name: 'Material', values: ['Engineered Wood', 'Solid Wood', 'Metal'] },
    { name: 'Shelves', values: ['3', '4', '5'] },
  ],
);

const luggage = (
  noun: string,
  models: readonly string[],
  price: readonly [number, number],
  sizes: readonly string[],
): ProductKind => ({
  noun,
  brands: ['Safarix', 'Skybag Co', 'Aristo Travel', 'Wildtrek'],
  models,
  variants: luggageColours,
  price,
  discount: [40, 80],
  facts: [
    { name: 'Size', values: sizes },
    { name: 'Material', values: ['Polycarbonate', 'Polyester', 'Nylon'] },
    { name: 'Lock', values: ['Number lock', 'TSA lock', 'No lock'] },
  ],
  title: ({ brand, model, facts, variant }) => `${brand} ${model} ${facts.Size ?? ''} ${noun} (${variant})`,
  warranty: '3 years international warranty',
});

const trolley = luggage(
  'Check-in Trolley Bag',
  ['Polaris', 'Hardside Spinner', 'Aero 4W'],
  [3000, 15000],
  ['Cabin (55 cm)', 'Medium (65 cm)', 'Large (75 cm)'],
);
const backpack = luggage(
  'Laptop Backpack',
  ['Urban Commuter', 'Trek 45', 'Campus Pro'],
  [800, 5000],
  ['25 L', '32 L', '45 L'],
);
const duffel = luggage('Duffel Bag', ['Weekender', 'Gym Pro', 'Roller Duffel'], [700, 6000], ['40 L', '55 L', '70 L']);

const grocery = (
  noun: string,
  brands: readonly string[],
  models: readonly string[],
  packs: readonly string[],
  price: readonly [number, number],
  facts: readonly Fact[],
): ProductKind => ({
  noun,
  brands,
  models,
  variants: packs,
  price,
  discount: [5, 35],
  facts,
  title: ({ brand, model, variant }) => `${brand} ${model} ${noun} (${variant})`,
  warranty: 'Not applicable',
});

const rice = grocery(
  'Basmati Rice',
  ['Annapurna Farms', 'Daawat Gold', 'Kisan Select'],
  ['Classic', 'Rozana', 'Super'],
  ['1 kg', '5 kg', '10 kg'],
  [120, 1500],
  [
    { name: 'Grain Length', values: ['Long Grain', 'Extra Long Grain'] },
    { name: 'Type', values: ['Vegetarian'] },
  ],
);
const atta = grocery(
  'Whole Wheat Atta',
  ['Annapurna Farms', 'Kisan Select', 'Chakki Fresh'],
  ['Sampoorna', 'MP Sharbati', 'Multigrain'],
  ['5 kg', '10 kg'],
  [250, 700],
  [
    { name: 'Type', values: ['Vegetarian'] },
    { name: 'Container Type', values: ['Pouch', 'Bag'] },
  ],
);
const oil = grocery(
  'Cooking Oil',
  ['Fortuna', 'Sundrop Farms', 'Kachi Ghani Co'],
  ['Refined Sunflower', 'Cold Pressed Mustard', 'Rice Bran'],
  ['1 L', '2 L', '5 L'],
  [150, 1200],
  [
    { name: 'Container Type', values: ['Pouch', 'Bottle', 'Jar'] },
    { name: 'Diet Type', values: ['Vegetarian'] },
  ],
);
const tea = grocery(
  'Tea',
  ['Assam Valley', 'Chai Point Home', 'Nilgiri Estates'],
  ['Premium Leaf', 'Masala Chai', 'Green Tea'],
  ['250 g', '500 g', '1 kg'],
  [120, 900],
  [
    { name: 'Flavour', values: ['Classic', 'Masala', 'Cardamom'] },
    { name: 'Type', values: ['Leaf', 'Dust', 'Tea Bags'] },
  ],
);
const dryFruits = grocery(
  'Almonds',
  ['Nutraj Select', 'Happilo Farms', 'Kashmiri Harvest'],
  ['California', 'Mamra', 'Premium'],
  ['200 g', '500 g', '1 kg'],
  [250, 2200],
  [
    { name: 'Type', values: ['Whole', 'Roasted and Salted'] },
    { name: 'Container Type', values: ['Pouch', 'Jar'] },
  ],
);

/** A kind sold in Top Offers: the same product with a deeper discount. */
const onOffer = (kind: ProductKind, discount: readonly [number, number]): ProductKind => ({ ...kind, discount });

export const categories: readonly Category[] = [
  { name: 'Mobiles & Tablets', kinds: [smartphone, smartphone, smartphone, tablet] },
  { name: 'TVs & Appliances', kinds: [smartTv, smartTv, washingMachine, refrigerator, airConditioner] },
  { name: 'Electronics', kinds: [laptop, earbuds, smartwatch, speaker, projector, powerBank] },
  { name: 'Fashion', kinds: [tshirt, kurta, jeans, shoes, saree] },
  { name: 'Beauty', kinds: [faceWash, perfume, hairDryer, trimmer] },
  { name: 'Home & Kitchen', kinds: [mixer, cooker, bedsheet, bottle] },
  { name: 'Furniture', kinds: [officeChair, studyTable, sofa, bookshelf] },
  { name: 'Travel', kinds: [trolley, backpack, duffel] },
  { name: 'Grocery', kinds: [rice, atta, oil, tea, dryFruits] },
  {
    name: 'Top Offers',
    kinds: [
      onOffer(projector, [50, 70]),
      onOffer(smartwatch, [60, 85]),
      onOffer(earbuds, [60, 85]),
      onOffer(powerBank, [50, 75]),
      onOffer(smartphone, [35, 50]),
    ],
  },
];

/**
 * The order categories repeat in (product i has category schedule[i % length]). Mobiles come up
 * three times in twelve: the listing's phone filters (RAM, storage, battery, camera) need many of them.
 */
export const categorySchedule: readonly CategoryName[] = [
  'Mobiles & Tablets',
  'TVs & Appliances',
  'Electronics',
  'Fashion',
  'Mobiles & Tablets',
  'Beauty',
  'Home & Kitchen',
  'Furniture',
  'Mobiles & Tablets',
  'Travel',
  'Grocery',
  'Top Offers',
];

export const sellers = [
  'RetailNet India',
  'SuperComNet',
  'Bharat Mart Sellers',
  'TrueValue Traders',
  'Shree Ganesh Retail',
  'OmniRetail',
];

export const offerLabels = [
  'Bank Offer',
  'Lowest price since launch',
  'Hot Deal',
  'Only 3 left',
  'No Cost EMI',
  'Free Delivery',
  'Special Price',
];
