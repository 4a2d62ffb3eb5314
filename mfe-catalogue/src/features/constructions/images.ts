// The page's own drawing (its hero); the packages' pictures come with the catalogue.
import hero from '../../assets/constructions/hero.svg';

export const CONSTRUCTION_HERO_IMAGE = hero;
