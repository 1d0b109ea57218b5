/** A placed order as the server answers it (openapi.yaml Order), for the checkout's and orders' tests. */
import type { Order, Product } from '../lib/api';
import { makeProduct } from './products';

export const orderedProduct: Product = makeProduct({ n: 7, title: 'Omex Nova 5G', price: 14_993 });

export const placedOrder: Order = {
  id: 'OD100000000000000001',
  placedAt: '2026-01-15T10:00:00.000Z',
  status: 'shipped',
  lines: [
    {
      productId: orderedProduct._id,
      title: 'Omex Nova 5G',
      image: orderedProduct.url,
      unitPrice: 14_993,
      quantity: 1,
      warranty: false,
      lineTotal: 14_993,
    },
  ],
  total: 14_993,
  address: {
    name: 'Kavya Nair',
    phone: '9123456780',
    pincode: '560001',
    address: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
  },
  place: { office: 'Bangalore', district: 'Bangalore', state: 'Karnataka' },
  payment: { method: 'upi', upiId: 'kavya@okbank' },
  deliveryDate: '2026-01-17',
};
