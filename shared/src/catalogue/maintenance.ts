// Maintenance and manpower services (docs/product/catalogue.md "Maintenance and manpower"): three services, each with a detail page.
// Prices are integer rupees ("from" prices); the unit says what the price buys.
import type { Stat } from './home';
import { matchesSlugOrName, type BookableService } from './services';
import type { IconKey } from '../contracts-catalogue/icon-keys';

/** Illustration keys; the catalogue remote maps each key to its bundled image. */
export type MaintenanceImage =
  | 'housekeeping'
  | 'housekeeping-kitchen'
  | 'housekeeping-laundry'
  | 'security'
  | 'security-cctv'
  | 'security-gate'
  | 'patient-care'
  | 'patient-care-medicine'
  | 'patient-care-walk'
  | 'building';

export interface MaintenanceGalleryImage {
  image: MaintenanceImage;
  label: string;
}

export interface MaintenanceService {
  id: `maintenance:${string}`;
  slug: string;
  name: string;
  image: MaintenanceImage;
  /** Five gallery images (spec: service gallery 5). */
  images: readonly MaintenanceGalleryImage[];
  /** Shown in place of a gallery image that fails to load. */
  icon: IconKey;
  description: string;
  detailedDescription: string;
  features: readonly string[];
  about: string;
  quote: { text: string; author: string };
  price: number;
  priceUnit: 'per visit' | 'per month' | 'per day';
  /** The bookable service suggested beside the other maintenance services ('Explore more'). */
  relatedServiceId: BookableService['id'];
}

export const MAINTENANCE_SERVICES: readonly MaintenanceService[] = [
  {
    id: 'maintenance:housekeeping-service',
    slug: 'housekeeping-service',
    name: 'Housekeeping Service',
    image: 'housekeeping',
    images: [
      { image: 'housekeeping', label: 'Living room upkeep' },
      { image: 'housekeeping-kitchen', label: 'Kitchen cleaning' },
      { image: 'housekeeping-laundry', label: 'Laundry and linen care' },
      { image: 'building', label: 'Society and office housekeeping' },
      { image: 'housekeeping', label: 'Daily dusting and mopping' },
    ],
    icon: 'broom',
    description: 'Trained housekeeping staff for homes, societies and offices.',
    detailedDescription:
      'Our housekeeping professionals keep homes, residential societies and offices spotless on a schedule that suits you: daily, weekly or one-time. Every staff member is police-verified, trained in hygiene standards and supervised, and replacements are arranged at no cost if someone is on leave.',
    features: [
      'Police-verified, trained staff',
      'Daily, weekly or one-time visits',
      'Dusting, mopping, kitchen and bathroom cleaning',
      'Laundry, ironing and linen changes',
      'Free replacement when staff are on leave',
      'Supervisor quality checks',
    ],
    about:
      'Since 2021 we have placed housekeeping staff in hundreds of homes and offices across Madhya Pradesh. We handle verification, training and attendance so you simply enjoy a clean space.',
    quote: {
      text: 'A clean home is the foundation of a calm mind.',
      author: 'Our housekeeping promise',
    },
    price: 500,
    priceUnit: 'per visit',
    relatedServiceId: 'service:house-cleaning',
  },
  {
    id: 'maintenance:security-service',
    slug: 'security-service',
    name: 'Security Service',
    image: 'security',
    images: [
      { image: 'security', label: 'Trained security guard' },
      { image: 'security-gate', label: 'Gate and visitor management' },
      { image: 'security-cctv', label: 'CCTV monitoring' },
      { image: 'building', label: 'Residential society security' },
      { image: 'security', label: 'Night patrol' },
    ],
    icon: 'shield',
    description: 'Licensed guards and supervisors for homes, societies and sites.',
    detailedDescription:
      'Licensed, uniformed security guards with supervisors for residential societies, offices, warehouses and construction sites. We cover day and night shifts, visitor and vehicle registers, CCTV monitoring and emergency response, with a shift report you can review every day.',
    features: [
      'Licensed and police-verified guards',
      'Day, night and 24-hour shifts',
      'Visitor and vehicle register management',
      'CCTV monitoring and patrols',
      'Trained in fire safety and first response',
      'Daily shift reports',
    ],
    about:
      'Our security division protects societies, offices and building sites. Guards are trained in access control, fire safety and first response, and every site has a supervisor you can reach at any hour.',
    quote: {
      text: 'Peace of mind is the best amenity a home can have.',
      author: 'Our security promise',
    },
    price: 15000,
    priceUnit: 'per month',
    relatedServiceId: 'service:electrician',
  },
  {
    id: 'maintenance:patient-care-services',
    slug: 'patient-care-services',
    name: 'Patient Care Services',
    image: 'patient-care',
    images: [
      { image: 'patient-care', label: 'Caregiver at home' },
      { image: 'patient-care-medicine', label: 'Medication reminders' },
      { image: 'patient-care-walk', label: 'Mobility assistance' },
      { image: 'housekeeping', label: 'A comfortable, clean room' },
      { image: 'patient-care', label: 'Post-operative care' },
    ],
    icon: 'stethoscope',
    description: 'Compassionate caregivers and attendants for patients and elders at home.',
    detailedDescription:
      'Trained caregivers and attendants look after patients and elderly family members at home: personal hygiene, mobility support, medication reminders, meals and companionship. Day, night and 24-hour shifts are available, and a care coordinator stays in touch with your family throughout.',
    features: [
      'Trained and verified caregivers',
      'Day, night and 24-hour shifts',
      'Personal hygiene and mobility support',
      'Medication and appointment reminders',
      'Post-operative and elderly care',
      'A care coordinator for your family',
    ],
    about:
      'Our patient care team brings hospital-trained attention into the comfort of home. Caregivers are matched to each patient’s needs and supported by a coordinator who checks in regularly.',
    quote: {
      text: 'Care is not a service; it is a promise to a family.',
      author: 'Our patient care promise',
    },
    price: 1200,
    priceUnit: 'per day',
    relatedServiceId: 'service:house-cleaning',
  },
];

export const MAINTENANCE_STATS: readonly Stat[] = [
  { number: '10K+', label: 'Jobs Completed', icon: 'toolbox' },
  { number: '99.8%', label: 'Success Rate', icon: 'target' },
  { number: '24/7', label: 'Support', icon: 'clock' },
  { number: '200+', label: 'Skilled Technicians', icon: 'worker' },
];

export interface WhyChoosePoint {
  icon: IconKey;
  title: string;
  description: string;
}

export const MAINTENANCE_WHY_CHOOSE: readonly WhyChoosePoint[] = [
  {
    icon: 'check',
    title: 'Verified professionals',
    description: 'Every staff member is police-verified and trained before placement.',
  },
  {
    icon: 'repeat',
    title: 'Free replacement',
    description: 'If someone is unavailable, a trained replacement arrives at no extra cost.',
  },
  {
    icon: 'chat',
    title: 'Transparent pricing',
    description: 'Clear monthly, daily or per-visit rates with no hidden fees.',
  },
  {
    icon: 'clock',
    title: '24/7 support',
    description: 'A coordinator you can reach at any hour for changes or emergencies.',
  },
];

export function findMaintenanceService(param: string): MaintenanceService | undefined {
  return MAINTENANCE_SERVICES.find((service) => matchesSlugOrName(service, param));
}
