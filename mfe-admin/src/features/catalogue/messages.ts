// Texts of the Catalogue tab, shared by its components and their tests.
import {
  FURNITURE_CATEGORIES,
  priceText,
  type CataloguePrice,
  type FigureSet,
  type FurnitureCategoryId,
} from '@marketplace/shared/contracts';
import { when } from './components/when';

/** The tab's name (the admin page's tab row reads only this). */
export const CATALOGUE_TAB = 'Catalogue';

export const CATALOGUE_TEXT = {
  heading: 'Catalogue',
  intro:
    'Edit what the site shows. Changes are drafts until an admin publishes them; every publish is kept and can be restored.',
  kind: 'Kind of item',
  /** Each kind's name, plural. */
  kinds: {
    service: 'Home services',
    homecare: 'Homecare',
    maintenance: 'Maintenance and manpower',
    package: 'Construction packages',
    design: 'Interior designs',
    furniture: 'Furniture',
    slide: 'Home slides',
    faq: 'FAQ',
    figure: 'Figures',
    testimonial: 'Testimonials',
  },
  search: 'Search this kind',
  newItem: 'New item',
  loading: 'Loading the catalogue...',
  empty: 'No items of this kind yet.',
  noMatch: (q: string) => `Nothing of this kind mentions "${q}".`,
  listLabel: 'Catalogue items',
  published: (id: number, at: string, by: string | null) =>
    `The site shows version ${id}, published ${at}${by ? ` by ${by}` : ''}.`,
  neverPublished: 'Nothing is published yet.',
  unpublished: (n: number) =>
    n === 0
      ? 'Every draft is published.'
      : `${n} ${n === 1 ? 'change is' : 'changes are'} not published yet.`,
  publish: 'Publish',
  publishing: 'Publishing...',
  publishOnlyAdmins:
    'Only an admin can publish. Your changes are saved as drafts until an admin publishes them.',
  states: { published: 'Published', changed: 'Changed, not published', new: 'New, not published' },
  hidden: 'Hidden',
  edit: 'Edit',
  hide: 'Hide',
  show: 'Show',
  moveUp: (title: string) => `Move ${title} up`,
  moveDown: (title: string) => `Move ${title} down`,
  editing: (title: string) => `Edit ${title}`,
  creating: (kind: string) => `New item: ${kind}`,
  visible: 'Shown on the site (once published)',
  save: 'Save draft',
  saving: 'Saving...',
  cancel: 'Cancel',
  fixErrors: 'Some fields need attention before this can be saved.',
  loadTheirs: 'Load their version',
  preview: 'Preview: the card as customers will see it',
  upload: 'Upload a picture',
  replace: 'Replace picture',
  uploading: 'Uploading...',
  remove: 'Remove',
  addPicture: 'Add a picture',
  pictureLabel: (n: number) => `Label of picture ${n}`,
  pictureTypes: 'PNG, JPG, GIF or WebP, up to 10 MB',
  noPicture: 'No picture',
  priceKind: 'How it is charged',
  priceKinds: {
    fixed: 'Per visit: booked in the cart',
    monthly: 'Per month: a subscription request',
    from: 'From: a quote request',
  },
  amount: 'Price (₹)',
  upTo: 'Up to (₹, optional)',
  unit: 'Unit',
  unitHint: 'e.g. per visit, per day, per sq ft',
  noRelated: 'None',
  versions: 'Versions',
  loadingVersions: 'Loading the versions...',
  hideVersions: 'Hide versions',
  versionsLabel: 'Published versions',
  version: (id: number) => `Version ${id}`,
  current: 'on the site now',
  restoredFrom: (id: number) => `restored from version ${id}`,
  startingContent: 'the content the catalogue started with',
  by: (name: string | null) => (name ? `by ${name}` : ''),
  items: (n: number) => `${n} items`,
  restore: 'Restore this version',
  restoreConfirm: (id: number) =>
    `Restore version ${id}? The site will show it again at once, and the drafts become that version (unpublished drafts are replaced).`,
  restoreOnlyAdmins: 'Only an admin can restore a version.',
  textsIn: 'Texts in',
  english: (text: string) => `English: ${text}`,
  hindiIntro:
    'Optional. A Hindi page shows each Hindi text in place of its English one; where one is empty, it shows the English.',
  inHindi: (label: string) => `${label} in Hindi`,
  hindiErrors: 'Some Hindi texts need attention before this can be saved.',
  hindiMissing: 'No Hindi',
  hindiIncomplete: (n: number) => `Hindi: ${n} missing`,
  hindiMissingFields: (labels: string) => `Missing in Hindi: ${labels}`,
  lacksHindiOnly: 'Only items lacking Hindi',
  lacksHindiCount: (n: number) =>
    n === 0
      ? 'Every item of this kind has its Hindi texts.'
      : `${n} ${n === 1 ? 'item lacks' : 'items lack'} Hindi texts.`,
  /** A moment, in IST: 'Sat, 28 Nov 2026, 14:05 IST'. */
  when: (iso: string) => when(iso),
  /** A price in the list: '₹299 per visit', 'from ₹1,200 per day' (its unit is the item's own). */
  price: (price: CataloguePrice) => priceText(price),
  slidePreview: 'Slide preview',
  /** A service tile's price line in the preview, as the home page writes it. */
  priceFrom: (figure: string) => `From ${figure}`,
  /** Where a figure is shown (the `set` of a figure). */
  figureSets: {
    home: 'Home page, first strip',
    'home-services': 'Home page, services strip',
    homecare: 'Homecare page',
    maintenance: 'Maintenance page',
    constructions: 'Construction packages page',
    'construction-package': 'A construction package page',
  } satisfies Record<FigureSet, string>,
  /** A furniture tab's name, as the interior page names it. */
  furnitureTab: (id: FurnitureCategoryId): string =>
    FURNITURE_CATEGORIES.find((tab) => tab.id === id)?.name ?? id,
  /** A category or sub-category of the homecare and interior trees: in English its stored name. */
  categoryName: (name: string): string => name,
  /** A check shown under a field (if any), named by its label: in English the schema's words. */
  fieldCheck: (_label: string, message: string | undefined): string | undefined => message,
  /**
   * Every field's label: the form's (kinds.ts names them by key) and the translated fields' by
   * their path (contracts-catalogue/translations.ts).
   */
  fieldLabels: {
    slug: 'Web address',
    picture: 'Picture',
    icon: 'Icon (shown when the picture cannot load)',
    price: 'Price',
    rating: 'Rating (0 to 5)',
    category: 'Category',
    subCategory: 'Sub-category',
    originalPrice: 'Original price (struck through)',
    galleryPictures: 'Gallery',
    'quote.author': 'Quote by',
    relatedServiceKey: 'Suggested home service',
    color: 'Badge colour',
    borderColor: 'Border colour',
    portfolio: 'Completed projects',
    furnitureTab: 'Tab',
    set: 'Shown on',
    number: 'Figure',
    customerName: 'Customer name',
    place: 'Place (optional)',
    text: 'What they said',
    stars: 'Stars (1 to 5)',
    name: 'Name',
    title: 'Title',
    summary: 'Summary',
    description: 'Description',
    detailedDescription: 'Detailed description',
    included: 'What is included',
    features: 'Features',
    about: 'About this service',
    'quote.text': 'Quote',
    gallery: 'Gallery labels',
    'price.unit': 'Price unit',
    reviews: 'Reviews',
    badge: 'Badge',
    timeline: 'Timeline',
    savings: 'Value line',
    duration: 'Duration',
    subtitle: 'Subtitle',
    alt: 'Picture description',
    question: 'Question',
    answer: 'Answer',
    label: 'Label',
  },
  /** The hints under some of the form's fields (kinds.ts names them by key). */
  fieldHints: {
    slug: 'Lower-case words joined by dashes: plumbing, security-service',
    onePerLine: 'One per line',
    threeShown: 'One per line, three shown',
    reviews: 'As shown, e.g. 2.1M reviews',
    timeline: 'e.g. 10-14 months',
    savings: 'e.g. Best Value',
    duration: 'e.g. 3-4 weeks',
    badge: 'e.g. Popular, Premium, New',
    alt: 'Read aloud to blind visitors',
    figure: 'e.g. 50K+ or 99.9%',
  },
} as const;

export type FieldLabel = keyof typeof CATALOGUE_TEXT.fieldLabels;
export type FieldHint = keyof typeof CATALOGUE_TEXT.fieldHints;
