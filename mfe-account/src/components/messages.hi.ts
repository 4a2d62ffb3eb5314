import type { ControlTexts } from './catalogue';

const messages: ControlTexts = {
  price: {
    subtotal: 'सबटोटल',
    serviceFee: 'सर्विस फ़ीस',
    tax: 'टैक्स (8%)',
    total: 'कुल',
    line: (quantity: number, name: string) => `${quantity} × ${name}`,
  },
};

export default messages;
