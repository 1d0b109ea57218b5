// The loyalty coin page. The balance is fixed at 0: coins are not earned here yet.
export const SUPERCOIN_BALANCE = 0;

export const supercoinsPage = {
  title: 'SuperCoin Zone',
  balanceLabel: 'SuperCoin Balance',
  intro: 'Earn SuperCoins on your orders and spend them on deals, vouchers and subscriptions.',
} as const;

export const plusPage = {
  title: 'Plus Zone',
} as const;
