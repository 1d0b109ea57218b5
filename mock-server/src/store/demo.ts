/** The seeded demo account (named in the README). Its token is not seeded: it logs in like anyone. */
export const demoAccount = {
  _id: '64f1c2a9b7e4d3c2a1f0e9d8',
  firstname: 'Demo',
  lastname: 'Shopper',
  username: 'demo',
  email: 'demo@example.com',
  password: 'Demo@12345',
  phone: '9876543210',
} as const;
