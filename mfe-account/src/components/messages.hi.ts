import type { ControlTexts } from './catalogue';

const messages: ControlTexts = {
  form: {
    show: 'दिखाएँ',
    hide: 'छिपाएँ',
    showPasswordLabel: (field: string) => `${field} दिखाएँ`,
    hidePasswordLabel: (field: string) => `${field} छिपाएँ`,
  },
  price: {
    subtotal: 'सबटोटल',
    serviceFee: 'सर्विस फ़ीस',
    tax: 'टैक्स (8%)',
    total: 'कुल',
    line: (quantity: number, name: string) => `${quantity} × ${name}`,
  },
};

export default messages;
