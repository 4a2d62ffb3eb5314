// Today's services, seeded once into the catalogue: the four bookable home services and the
// maintenance and manpower services (Security by the month, Patient Care on a quote).
import type { SeedItem } from './seed-item';

/** The bookable home services (Most Booked Services). */
export const SERVICES: readonly SeedItem[] = [
  {
    key: 'service:plumbing',
    kind: 'service',
    body: {
      slug: 'plumbing',
      name: 'Plumbing',
      picture: '/uploads/catalogue/seed-services-plumbing.svg',
      icon: 'wrench',
      summary: 'Leaks, taps, pipes and fittings fixed by verified plumbers.',
      description:
        'From a dripping tap to a full bathroom re-piping, our verified plumbers arrive with the right tools and genuine fittings, diagnose the problem on the spot and quote before they start.',
      included: [
        'On-site inspection and diagnosis',
        'Tap, mixer and shower repair or replacement',
        'Leak and blockage fixing',
        'Pipe and fitting replacement',
        '30-day service warranty',
      ],
      price: {
        kind: 'fixed',
        amount: 299,
        upTo: null,
        unit: 'per visit',
      },
    },
  },
  {
    key: 'service:electrician',
    kind: 'service',
    body: {
      slug: 'electrician',
      name: 'Electrician',
      picture: '/uploads/catalogue/seed-services-electrician.svg',
      icon: 'bulb',
      summary: 'Safe wiring, switches, fans and lights by certified electricians.',
      description:
        'Certified electricians for everything from a faulty switch to new wiring: they test the circuit, follow safety codes and leave the work area clean.',
      included: [
        'Switch, socket and board repair',
        'Fan, light and fixture installation',
        'MCB and wiring fault finding',
        'Inverter and appliance point setup',
        '30-day service warranty',
      ],
      price: {
        kind: 'fixed',
        amount: 249,
        upTo: null,
        unit: 'per visit',
      },
    },
  },
  {
    key: 'service:house-cleaning',
    kind: 'service',
    body: {
      slug: 'house-cleaning',
      name: 'House cleaning',
      picture: '/uploads/catalogue/seed-home-cleaning.svg',
      icon: 'broom',
      summary: 'Deep cleaning of kitchens, bathrooms and living spaces.',
      description:
        'Trained cleaning teams with professional equipment and safe, fragrance-free chemicals give every room, kitchen and bathroom a thorough deep clean.',
      included: [
        'Kitchen degreasing and cabinet wipe-down',
        'Bathroom descaling and disinfection',
        'Floor scrubbing and vacuuming',
        'Window, fan and switchboard cleaning',
        'Equipment and materials brought by the team',
      ],
      price: {
        kind: 'fixed',
        amount: 1499,
        upTo: null,
        unit: 'per home',
      },
    },
  },
  {
    key: 'service:water-proofing',
    kind: 'service',
    body: {
      slug: 'water-proofing',
      name: 'Water proofing',
      picture: '/uploads/catalogue/seed-services-water-proofing.svg',
      icon: 'droplet',
      summary: 'Terrace, bathroom and wall waterproofing that lasts.',
      description:
        'Seepage and damp walls are treated at the source: our team inspects with moisture meters, then applies tested membranes and coatings to terraces, bathrooms and external walls.',
      included: [
        'Moisture and seepage inspection',
        'Crack filling and surface preparation',
        'Membrane or chemical coating application',
        'Terrace, bathroom and external wall treatment',
        'Written workmanship warranty',
      ],
      price: {
        kind: 'fixed',
        amount: 2999,
        upTo: null,
        unit: 'per 100 sq ft',
      },
    },
  },
];

/** Maintenance and manpower. */
export const MAINTENANCE: readonly SeedItem[] = [
  {
    key: 'maintenance:housekeeping-service',
    kind: 'maintenance',
    body: {
      slug: 'housekeeping-service',
      name: 'Housekeeping Service',
      picture: '/uploads/catalogue/seed-maintenance-housekeeping.svg',
      gallery: [
        {
          picture: '/uploads/catalogue/seed-maintenance-housekeeping.svg',
          label: 'Living room upkeep',
        },
        {
          picture: '/uploads/catalogue/seed-home-kitchen.svg',
          label: 'Kitchen cleaning',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-laundry.svg',
          label: 'Laundry and linen care',
        },
        {
          picture: '/uploads/catalogue/seed-home-apartment.svg',
          label: 'Society and office housekeeping',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-housekeeping.svg',
          label: 'Daily dusting and mopping',
        },
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
      price: {
        kind: 'fixed',
        amount: 500,
        upTo: null,
        unit: 'per visit',
      },
      relatedServiceKey: 'service:house-cleaning',
    },
  },
  {
    key: 'maintenance:security-service',
    kind: 'maintenance',
    body: {
      slug: 'security-service',
      name: 'Security Service',
      picture: '/uploads/catalogue/seed-maintenance-security.svg',
      gallery: [
        {
          picture: '/uploads/catalogue/seed-maintenance-security.svg',
          label: 'Trained security guard',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-gate.svg',
          label: 'Gate and visitor management',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-cctv.svg',
          label: 'CCTV monitoring',
        },
        {
          picture: '/uploads/catalogue/seed-home-apartment.svg',
          label: 'Residential society security',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-security.svg',
          label: 'Night patrol',
        },
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
      price: {
        kind: 'monthly',
        amount: 15000,
        upTo: null,
        unit: 'per month',
      },
      relatedServiceKey: 'service:electrician',
    },
  },
  {
    key: 'maintenance:patient-care-services',
    kind: 'maintenance',
    body: {
      slug: 'patient-care-services',
      name: 'Patient Care Services',
      picture: '/uploads/catalogue/seed-maintenance-patient-care.svg',
      gallery: [
        {
          picture: '/uploads/catalogue/seed-maintenance-patient-care.svg',
          label: 'Caregiver at home',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-medicine.svg',
          label: 'Medication reminders',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-mobility.svg',
          label: 'Mobility assistance',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-housekeeping.svg',
          label: 'A comfortable, clean room',
        },
        {
          picture: '/uploads/catalogue/seed-maintenance-patient-care.svg',
          label: 'Post-operative care',
        },
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
      price: {
        kind: 'from',
        amount: 1200,
        upTo: null,
        unit: 'per day',
      },
      relatedServiceKey: 'service:house-cleaning',
    },
  },
];
