import { emailAddressOf, isPhoneLike, withIndiaCode } from './phone';

describe('isPhoneLike', () => {
  it.each(['+91 98765 43210', '0761-2401234', '(0761) 240 1234', '9876543210'])(
    'treats %s as a phone number',
    (value) => expect(isPhoneLike(value)).toBe(true),
  );
  it.each(['Ravi Sharma', 'Call 98765 43210', '+91-abc', '123', '()- ', '', null])(
    'treats %s as a name or nothing',
    (value) => expect(isPhoneLike(value)).toBe(false),
  );
});

describe('emailAddressOf', () => {
  it.each([
    ['priya@agents.example', 'priya@agents.example'],
    [' ravi.sharma@mail.co.in ', 'ravi.sharma@mail.co.in'],
  ])('reads %p as the address %p', (value, address) => expect(emailAddressOf(value)).toBe(address));
  it.each(['Priya Nair', 'priya@agents', 'priya nair@agents.example', '9876543210', '', null])(
    'finds no address in %p',
    (value) => expect(emailAddressOf(value)).toBeNull(),
  );
});

describe('withIndiaCode', () => {
  it.each([
    ['98765 43210', '919876543210'],
    ['098765-43210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+44 20 7946 0958', '442079460958'],
  ])('writes %p as %p', (phone, digits) => expect(withIndiaCode(phone)).toBe(digits));
});
