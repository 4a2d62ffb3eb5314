// `@marketplace/shared/property-image`: a property picture with its sources and placeholder. Its
// own entry point, so the first page of the site, which shows no property, does not download it.
export { PropertyImage, propertyImageLook, type PropertyImageProps } from './PropertyImage';
