import { amountError, cardCountError, emailError, requiredError } from './giftCardRules';

describe('gift card rules', () => {
  it('accepts whole amounts from ₹25 to ₹10,000 only', () => {
    expect(amountError('25')).toBeNull();
    expect(amountError('10000')).toBeNull();
    for (const bad of ['24', '10001', '', '50.5', 'abc'])
      expect(amountError(bad)).toBe('Enter an amount from ₹25 to ₹10,000');
  });

  it('checks the card count, the email and required text', () => {
    expect(cardCountError('1')).toBeNull();
    expect(cardCountError('0')).not.toBeNull();
    expect(cardCountError('501')).not.toBeNull();
    expect(emailError('asha@example.in')).toBeNull();
    expect(emailError('asha@')).toBe('Enter a valid email address');
    expect(requiredError('  ', 'company name')).toBe('Enter the company name');
  });
});
