// Ways to reach the business: phone, WhatsApp, e-mail, chat, address and hours.
export { PhoneIcon } from './glyphs/phone';
export { WhatsAppIcon } from './glyphs/whatsapp';
export { MailIcon } from './glyphs/mail';
export { ChatIcon } from './glyphs/chat';
export { MapPinIcon } from './glyphs/map-pin';
export { ClockIcon } from './glyphs/clock';
