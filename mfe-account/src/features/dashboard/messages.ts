// Every user-visible text of the dashboard. Texts the spec fixes are marked "spec".
import type { UserRole } from '@marketplace/shared/contracts';

export const DASHBOARD_MESSAGES = {
  heading: 'Dashboard',
  welcome: (name: string) => `Welcome, ${name}!`,
  detailsHeading: 'Your details',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  department: 'Department',
  position: 'Position',
  memberSince: 'Member since',
  /** spec: fallbacks. */
  notSpecified: 'Not specified',
  notAvailable: 'N/A',
  logout: 'Logout',
  loggingOut: 'Logging out...',
  /** docs/product/accounts.md "Session". */
  loggedOut: 'Logged out successfully!',
  logoutFailed: 'Logout failed',
  refreshFailed: (msg: string) =>
    `Could not refresh your details (${msg}). Showing the saved copy.`,
  pendingRequest: (role: UserRole) =>
    `${role === 'admin' ? 'Admin' : 'Manager'} access requested, awaiting approval`,
} as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  manager: 'Manager',
  admin: 'Admin',
};

/** The three cards (spec: Quick Actions, Reports, Settings); what is in them is our choice. */
export const CARD_MESSAGES = {
  quickActions: 'Quick Actions',
  quickActionsIntro: 'Jump straight to what you came for.',
  myCart: 'My cart',
  myBookings: 'My bookings',
  browseProperties: 'Browse properties',
  savedProperties: 'Saved properties',
  savedSearches: 'Saved searches',
  bookMaintenance: 'Book a maintenance service',
  homecare: 'Homecare services',
  reports: 'Reports',
  cartSummary: (count: number) =>
    count === 0 ? 'Your cart is empty' : `${count} ${count === 1 ? 'item' : 'items'} in your cart`,
  accessSummary: (role: string) => `You have ${role} access.`,
  propertyReports: 'Property statistics and listings',
  settings: 'Settings',
  settingsIntro: 'Keep your account safe.',
  changePassword: 'Change password',
  changePasswordHint: 'We e-mail you a code to set a new password.',
  privacy: 'Privacy policy',
  terms: 'Terms and Conditions',
} as const;
