import { EMAIL_PATTERN, emailProblem, isFourDigitOtp, isTenDigitPhone, passwordChangeProblem } from './validation';

describe('form rules', () => {
  it.each(['asha@example.com', 'a.b-c_d@mail.example.co.in', 'x@y.io'])('accepts the address %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha@example.c',
    'as ha@example.com',
    'asha@exa mple.com',
  ])('rejects the address %s', (email) => {
    expect(emailProblem(email)).toBe('Enter Valid Email Type....');
  });

  it('asks for an email before checking its shape', () => {
    expect(emailProblem('   ')).toBe('Please Fill This Field....');
  });

  it('asks for every password field, then for matching passwords', () => {
    const filled = { email: 'a@b.co', newPassword: 'one', confirmPassword: 'two' };
    expect(passwordChangeProblem({ ...filled, newPassword: '' }, '', 'two')).toBe('Please Fill All Field');
    expect(passwordChangeProblem(filled, 'one', 'two')).toBe('Password is MissMatch...');
    expect(passwordChangeProblem(filled, 'same', 'same')).toBeNull();
  });

  it('wants exactly 4 digits for a code and 10 for a phone', () => {
    expect(['1234', '123', '12345', '12a4', ' 1234'].map(isFourDigitOtp)).toEqual([true, false, false, false, false]);
    expect(['9876543210', '987654321', '98765432101', '98765-4321'].map(isTenDigitPhone)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
