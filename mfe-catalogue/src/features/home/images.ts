// Maps the catalogue's home image keys to the bundled illustrations.
import type { HomeImage } from './content';
import apartment from '../../assets/home/apartment.svg';
import bathroom from '../../assets/home/bathroom.svg';
import bedroom from '../../assets/home/bedroom.svg';
import cleaning from '../../assets/home/cleaning.svg';
import constructionSite from '../../assets/home/construction-site.svg';
import dreamHome from '../../assets/home/dream-home.svg';
import garden from '../../assets/home/garden.svg';
import homecare from '../../assets/home/homecare.svg';
import interiorDesign from '../../assets/home/interior-design.svg';
import kitchen from '../../assets/home/kitchen.svg';
import office from '../../assets/home/office.svg';
import villa from '../../assets/home/villa.svg';

export const HOME_IMAGES: Record<HomeImage, string> = {
  'dream-home': dreamHome,
  'construction-site': constructionSite,
  'interior-design': interiorDesign,
  homecare,
  cleaning,
  kitchen,
  bedroom,
  office,
  villa,
  apartment,
  garden,
  bathroom,
};
