// Texts of the About page (docs/product/catalogue.md "About": founded 2021 and five sections).
import { BUSINESS } from '@marketplace/shared/config';

export const ABOUT_MESSAGES = {
  heading: 'About Us',
  founded: `Founded in ${BUSINESS.foundedYear}`,
  intro: `${BUSINESS.name} began in ${BUSINESS.foundedYear} in Madhya Pradesh with one promise: to understand what a home needs and to take care of it properly. Today our vetted professionals look after homes, build new ones and help families find the right property.`,
  tagline: `"${BUSINESS.tagline}": we understand you.`,
  illustrationAlt: 'Illustration of a home, an apartment building and tools',
} as const;

export const ABOUT_SECTIONS = [
  {
    title: 'HOMECARE',
    icon: 'home',
    text: 'Pest control, carpentry, painting, electrical and AC work, and deep cleaning by trained, background-checked professionals, with transparent prices and no hidden fees.',
  },
  {
    title: 'REAL ESTATE',
    icon: 'building',
    text: 'Verified apartments, villas and plots from trusted builders, with honest advice on location, budget and paperwork from the first visit to the registry.',
  },
  {
    title: 'CONSTRUCTION',
    icon: 'crane',
    text: 'Turnkey home construction in Platinum, Gold and Silver packages, priced per square foot, supervised by engineers and backed by a written structural warranty.',
  },
  {
    title: 'INTERIOR DESIGNING',
    icon: 'sofa',
    text: 'Living rooms, bedrooms, modular kitchens, offices and commercial spaces, from 3D visualization to installation by our own craftsmen.',
  },
  {
    title: 'MAINTENANCE & AMW',
    icon: 'tools',
    text: 'Housekeeping, security and patient-care staff, and annual maintenance work (AMW) contracts that keep homes, offices and societies running smoothly.',
  },
] as const;
