// `@marketplace/shared/modal`: the site's dialog. Its own entry point, so the first page of the
// site, which opens none, does not download it.
export { Modal, type ModalProps } from './Modal';
