/** sessionStorage key of the registration waiting for its code (survives a reload of the tab). */
export const REGISTRATION_STORAGE_KEY = 'registrationData';
