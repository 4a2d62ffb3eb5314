// The page's own drawing (its hero); the designs' pictures come with the catalogue.
import living from '../../assets/interior/living.svg';

export const INTERIOR_HERO_IMAGE = living;
