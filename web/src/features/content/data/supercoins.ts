// The loyalty coin page. The balance is fixed at 0: coins are not earned here yet.
import { msg } from '@lingui/core/macro';

export const SUPERCOIN_BALANCE = 0;

export const supercoinsPage = {
  title: msg`SuperCoin Zone`,
  balanceLabel: msg`SuperCoin Balance`,
  intro: msg`Earn SuperCoins on your orders and spend them on deals, vouchers and subscriptions.`,
};

export const plusPage = {
  title: msg`Plus Zone`,
};
