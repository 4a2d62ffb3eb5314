// The legal texts (docs/product/catalogue.md "Legal"). The spec
// left the governing-law jurisdiction as a placeholder; the business is in Jabalpur, so its courts
// are named (docs/decisions/catalogue-static-pages.md).
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

/** A legal page's texts in one language (privacy/ and terms/ hold each page's catalogue). */
export interface LegalTexts {
  title: string;
  effective: string;
  contact: (email: string, phone: string, business: string, address: string) => string;
  sections: readonly LegalSection[];
}

export const EFFECTIVE_DATE = 'January 1, 2025';

/** Terms constants (spec 9). */
export const TERMS_MINIMUM_AGE = 18;
export const TERMS_CANCELLATION_HOURS = 2;
export const TERMS_DISPUTE_DAYS = 7;
const TERMS_JURISDICTION = 'the courts of Jabalpur, Madhya Pradesh';

/** Stands for the contact line in a paragraph: the details are the deployment's, read at run time. */
export const CONTACT_LINE_TOKEN = '{contact}';

export const contactLine = (email: string, phone: string, business: string, address: string) =>
  `E-mail ${email}, phone ${phone}, or write to ${business}, ${address}.`;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'We collect the information you give us: your name, phone number, e-mail address, postal address and the details of the service or property you ask about, and, when you apply for a job, your education, experience and skills.',
      'We also collect basic technical information such as your browser type and the pages you visit, to keep the site working and secure.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: [
      'We use your information to answer your enquiries, arrange and deliver services, send quotes, manage your account and cart, consider job applications, and improve our services.',
    ],
  },
  {
    title: 'Information Sharing',
    paragraphs: [
      'We share only what is needed with the professional or partner who carries out your service. We do not sell your personal information. We disclose information when the law requires it.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'We protect your information with reasonable technical and organisational measures, including encrypted connections and hashed passwords. No method of transmission or storage is completely secure.',
    ],
  },
  {
    title: 'Your Rights',
    paragraphs: [
      'You may ask to see, correct or delete the personal information we hold about you, and withdraw consent to marketing messages at any time, by contacting us.',
    ],
  },
  {
    title: 'Cookies',
    paragraphs: [
      'We use browser storage that is strictly necessary to keep you signed in and to remember your cart and preferences. We do not use third-party advertising cookies.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: [
      'Our services are not directed at children under 18, and we do not knowingly collect personal information from them.',
    ],
  },
  {
    title: 'Updates to This Policy',
    paragraphs: [
      'We may update this policy from time to time. The effective date above shows when it last changed; continued use of the site means you accept the updated policy.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [`Questions about this policy? ${CONTACT_LINE_TOKEN}`],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: [
      'By using this website or booking any of our services you agree to these terms. If you do not agree, please do not use the site.',
    ],
  },
  {
    title: 'Services',
    paragraphs: [
      'We connect you with homecare, maintenance and manpower, construction, interior design and real-estate services. Descriptions, prices and timelines on the site are indicative until confirmed in a written quote.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      `You must be at least ${TERMS_MINIMUM_AGE} years old to create an account or book a service.`,
    ],
  },
  {
    title: 'User Responsibilities',
    paragraphs: [
      'You agree to give accurate information, keep your account details confidential, provide safe access to the premises, and treat our professionals with respect.',
    ],
  },
  {
    title: 'Service Provider Relationship',
    paragraphs: [
      'Services are carried out by vetted professionals working with us. We remain your point of contact for bookings, quality concerns and complaints.',
    ],
  },
  {
    title: 'Booking and Cancellation',
    paragraphs: [
      `You may cancel or reschedule a booking free of charge at least ${TERMS_CANCELLATION_HOURS} hours before the service is due to start. Later cancellations may attract a visiting charge.`,
    ],
  },
  {
    title: 'Payment Terms',
    paragraphs: [
      'Prices are in Indian rupees and include the taxes shown at checkout. Payment is due as stated in your quote or booking.',
      `Any disputed charge must be reported to us within ${TERMS_DISPUTE_DAYS} days of the service.`,
    ],
  },
  {
    title: 'Service Quality',
    paragraphs: [
      'If a service does not meet the agreed standard, tell us promptly and we will arrange a re-visit or an appropriate remedy.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent the law allows, our liability for any claim is limited to the amount you paid for the service concerned. We are not liable for indirect or consequential losses.',
    ],
  },
  {
    title: 'Privacy',
    paragraphs: ['Your use of the site is also governed by our Privacy Policy.'],
  },
  {
    title: 'Modifications to Terms',
    paragraphs: [
      'We may change these terms. The effective date above shows when they last changed; continued use of the site means you accept the changes.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'We may suspend or close an account that breaks these terms or misuses the service.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      `These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of ${TERMS_JURISDICTION}.`,
    ],
  },
  {
    title: 'Contact Information',
    paragraphs: [`Questions about these terms? ${CONTACT_LINE_TOKEN}`],
  },
];
