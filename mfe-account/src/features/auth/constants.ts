/** Resend cool-down of an e-mailed code (issue 4: 60 s); the server's retryAfterSeconds wins. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;

/** sessionStorage key of the registration waiting for its code (survives a reload of the tab). */
export const REGISTRATION_STORAGE_KEY = 'registrationData';
