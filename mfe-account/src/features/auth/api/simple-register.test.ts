import { otpWasSent } from './simple-register';

it('sees the code step in the English and in the Hindi answer of the api', () => {
  expect(otpWasSent({ success: true, msg: 'OTP sent to your email' })).toBe(true);
  expect(otpWasSent({ success: true, msg: 'ओटीपी आपके ईमेल पर भेज दिया गया है' })).toBe(true);
  expect(otpWasSent({ success: true, msg: 'Registration successful' })).toBe(false);
});
