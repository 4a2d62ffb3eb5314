// Public API of @marketplace/shared/catalogue-cards: the catalogue's cards as customers see them,
// drawn by the catalogue pages and by the admin's live preview (a remote never imports another).
// Presentational only: a page passes its actions and links in. Not a federation singleton (no
// state, build-tools/rspack-app.ts), so each page's chunk keeps only the cards it draws.
export { CataloguePicture, type CataloguePictureProps } from './CataloguePicture';
export { CardIconPicture, IconPicture, type IconPictureProps } from './IconPicture';
export { DesignPicture } from './DesignPicture';
export { Card, CardMedia, FallbackTile, coverImageFrame } from './frame';
export { CARD_MESSAGES } from './messages';
export { badgeColour } from './badges';
export { savingOf } from './saving';
export { ServiceTile } from './ServiceTile';
export { HomecareCard } from './HomecareCard';
export { MaintenanceCard } from './MaintenanceCard';
export { PackageCard } from './PackageCard';
export { DesignCard, type DesignCardView } from './DesignCard';
export { FurnitureCard } from './FurnitureCard';
export { HeroRegion, HeroSlideView } from './HeroSlide';
export { FaqAccordion } from './FaqAccordion';
export { StatsStrip, type StatsStripProps } from './StatsStrip';
export { TestimonialCard } from './TestimonialCard';
