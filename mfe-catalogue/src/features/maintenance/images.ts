// Maps the catalogue's maintenance image keys to the bundled illustrations; some illustrations
// serve several keys to keep the download small.
import type { MaintenanceImage } from '@marketplace/shared/catalogue';
import apartment from '../../assets/home/apartment.svg';
import kitchen from '../../assets/home/kitchen.svg';
import cctv from '../../assets/maintenance/cctv.svg';
import gate from '../../assets/maintenance/gate.svg';
import housekeeping from '../../assets/maintenance/housekeeping.svg';
import laundry from '../../assets/maintenance/laundry.svg';
import medicine from '../../assets/maintenance/medicine.svg';
import mobility from '../../assets/maintenance/mobility.svg';
import patientCare from '../../assets/maintenance/patient-care.svg';
import security from '../../assets/maintenance/security.svg';

export const MAINTENANCE_IMAGES: Record<MaintenanceImage, string> = {
  housekeeping,
  'housekeeping-kitchen': kitchen,
  'housekeeping-laundry': laundry,
  security,
  'security-cctv': cctv,
  'security-gate': gate,
  'patient-care': patientCare,
  'patient-care-medicine': medicine,
  'patient-care-walk': mobility,
  building: apartment,
};
