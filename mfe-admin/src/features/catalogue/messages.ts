// Texts of the Catalogue tab, shared by its components and their tests.

/** The tab's name (the admin page's tab row reads only this). */
export const CATALOGUE_TAB = 'Catalogue';

export const CATALOGUE_TEXT = {
  heading: 'Catalogue',
  intro:
    'Edit what the site shows. Changes are drafts until an admin publishes them; every publish is kept and can be restored.',
  kind: 'Kind of item',
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
} as const;
