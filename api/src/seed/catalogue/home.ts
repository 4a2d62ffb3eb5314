// Today's home-page content, seeded once into the catalogue (seed/catalogue/index.ts): the hero
// slides, the FAQ and every page's figures.
import type { SeedItem } from './seed-item';

/** The home hero slides. */
export const SLIDES: readonly SeedItem[] = [
  {
    key: 'slide:dream-home',
    kind: 'slide',
    body: {
      picture: '/uploads/catalogue/seed-home-dream-home.svg',
      alt: 'Illustration of a modern two-storey family home at dusk',
      title: 'Build your dream home',
      subtitle: 'From the first brick to the final coat of paint, one trusted team.',
    },
  },
  {
    key: 'slide:quality-construction',
    kind: 'slide',
    body: {
      picture: '/uploads/catalogue/seed-home-construction-site.svg',
      alt: 'Illustration of a building under construction with a crane',
      title: 'Quality Construction',
      subtitle: 'Certified engineers, tested materials and on-time handover.',
    },
  },
  {
    key: 'slide:innovative-designs',
    kind: 'slide',
    body: {
      picture: '/uploads/catalogue/seed-home-interior-design.svg',
      alt: 'Illustration of a designed living room with a sofa and pendant lamp',
      title: 'Innovative Designs',
      subtitle: 'Interiors that fit the way your family lives.',
    },
  },
];

/** The home page FAQ. */
export const FAQS: readonly SeedItem[] = [
  {
    key: 'faq:what-makes-your-services-premium',
    kind: 'faq',
    body: {
      question: 'What makes your services premium?',
      answer:
        'Every professional is background-verified and trained, works with genuine materials and is backed by our satisfaction guarantee. Prices are quoted upfront with no hidden fees.',
    },
  },
  {
    key: 'faq:how-do-i-access-concierge-booking',
    kind: 'faq',
    body: {
      question: 'How do I access concierge booking?',
      answer:
        'Message us on WhatsApp or call our 24/7 line. A concierge confirms your requirement, shares a transparent quote and schedules the visit at a time that suits you.',
    },
  },
  {
    key: 'faq:how-do-you-assure-quality',
    kind: 'faq',
    body: {
      question: 'How do you assure quality?',
      answer:
        'Work follows a checklist for each service, supervisors review completed jobs, and if something is not right we come back and fix it at no extra cost.',
    },
  },
  {
    key: 'faq:how-is-your-pricing-structured',
    kind: 'faq',
    body: {
      question: 'How is your pricing structured?',
      answer:
        'Services have a published starting price; the final amount is confirmed after inspection and before any work begins. Construction is priced per square foot by package.',
    },
  },
  {
    key: 'faq:do-you-offer-emergency-and-priority-services',
    kind: 'faq',
    body: {
      question: 'Do you offer emergency and priority services?',
      answer:
        'Yes. Plumbing, electrical and security emergencies get priority response around the clock, and members of our concierge plan are scheduled first.',
    },
  },
];

/** The figures (stat tiles) of every page, by set. */
export const FIGURES: readonly SeedItem[] = [
  {
    key: 'figure:home-happy-clients',
    kind: 'figure',
    body: {
      set: 'home',
      number: '50K+',
      label: 'Happy Clients',
      icon: 'smile',
    },
  },
  {
    key: 'figure:home-success-rate',
    kind: 'figure',
    body: {
      set: 'home',
      number: '99.9%',
      label: 'Success Rate',
      icon: 'target',
    },
  },
  {
    key: 'figure:home-support',
    kind: 'figure',
    body: {
      set: 'home',
      number: '24/7',
      label: 'Support',
      icon: 'clock',
    },
  },
  {
    key: 'figure:home-expert-professionals',
    kind: 'figure',
    body: {
      set: 'home',
      number: '500+',
      label: 'Expert Professionals',
      icon: 'worker',
    },
  },
  {
    key: 'figure:home-services-maintenance-jobs-completed',
    kind: 'figure',
    body: {
      set: 'home-services',
      number: '10K+',
      label: 'Maintenance Jobs Completed',
      icon: 'toolbox',
    },
  },
  {
    key: 'figure:home-services-homecare-services-delivered',
    kind: 'figure',
    body: {
      set: 'home-services',
      number: '15K+',
      label: 'Homecare Services Delivered',
      icon: 'home',
    },
  },
  {
    key: 'figure:home-services-construction-projects',
    kind: 'figure',
    body: {
      set: 'home-services',
      number: '500+',
      label: 'Construction Projects',
      icon: 'crane',
    },
  },
  {
    key: 'figure:home-services-average-customer-rating',
    kind: 'figure',
    body: {
      set: 'home-services',
      number: '4.8/5',
      label: 'Average Customer Rating',
      icon: 'star',
    },
  },
  {
    key: 'figure:homecare-services-completed',
    kind: 'figure',
    body: {
      set: 'homecare',
      number: '15K+',
      label: 'Services Completed',
      icon: 'check',
    },
  },
  {
    key: 'figure:homecare-customer-satisfaction',
    kind: 'figure',
    body: {
      set: 'homecare',
      number: '99.8%',
      label: 'Customer Satisfaction',
      icon: 'smile',
    },
  },
  {
    key: 'figure:homecare-expert-support',
    kind: 'figure',
    body: {
      set: 'homecare',
      number: '24/7',
      label: 'Expert Support',
      icon: 'clock',
    },
  },
  {
    key: 'figure:homecare-guaranteed-quality',
    kind: 'figure',
    body: {
      set: 'homecare',
      number: '100%',
      label: 'Guaranteed Quality',
      icon: 'medal',
    },
  },
  {
    key: 'figure:maintenance-jobs-completed',
    kind: 'figure',
    body: {
      set: 'maintenance',
      number: '10K+',
      label: 'Jobs Completed',
      icon: 'toolbox',
    },
  },
  {
    key: 'figure:maintenance-success-rate',
    kind: 'figure',
    body: {
      set: 'maintenance',
      number: '99.8%',
      label: 'Success Rate',
      icon: 'target',
    },
  },
  {
    key: 'figure:maintenance-support',
    kind: 'figure',
    body: {
      set: 'maintenance',
      number: '24/7',
      label: 'Support',
      icon: 'clock',
    },
  },
  {
    key: 'figure:maintenance-skilled-technicians',
    kind: 'figure',
    body: {
      set: 'maintenance',
      number: '200+',
      label: 'Skilled Technicians',
      icon: 'worker',
    },
  },
  {
    key: 'figure:constructions-projects-completed',
    kind: 'figure',
    body: {
      set: 'constructions',
      number: '500+',
      label: 'Projects Completed',
      icon: 'crane',
    },
  },
  {
    key: 'figure:constructions-on-time-delivery',
    kind: 'figure',
    body: {
      set: 'constructions',
      number: '98%',
      label: 'On-Time Delivery',
      icon: 'timer',
    },
  },
  {
    key: 'figure:constructions-years-experience',
    kind: 'figure',
    body: {
      set: 'constructions',
      number: '15+',
      label: 'Years Experience',
      icon: 'calendar',
    },
  },
  {
    key: 'figure:constructions-quality-assured',
    kind: 'figure',
    body: {
      set: 'constructions',
      number: '100%',
      label: 'Quality Assured',
      icon: 'check',
    },
  },
  {
    key: 'figure:construction-package-projects-completed',
    kind: 'figure',
    body: {
      set: 'construction-package',
      number: '500+',
      label: 'Projects Completed',
      icon: 'crane',
    },
  },
  {
    key: 'figure:construction-package-client-satisfaction',
    kind: 'figure',
    body: {
      set: 'construction-package',
      number: '98%',
      label: 'Client Satisfaction',
      icon: 'smile',
    },
  },
  {
    key: 'figure:construction-package-years-experience',
    kind: 'figure',
    body: {
      set: 'construction-package',
      number: '15+',
      label: 'Years Experience',
      icon: 'calendar',
    },
  },
  {
    key: 'figure:construction-package-quality-assured',
    kind: 'figure',
    body: {
      set: 'construction-package',
      number: '100%',
      label: 'Quality Assured',
      icon: 'check',
    },
  },
];
