// The home page's answer check (answers-common.ts says why one module per answer).
import { isInteger, isString, listOf, objectOf } from '@marketplace/shared/contracts-core';
import type { FaqItem, HeroSlide, HomePageResponse, Testimonial } from '../contracts/catalogue';
import { pageOf } from './answers-common';
import { isFigure } from './answers-figure';
import { isService } from './answers-service';

const isSlide = objectOf<HeroSlide>({
  key: isString,
  picture: isString,
  alt: isString,
  title: isString,
  subtitle: isString,
});

const isFaq = objectOf<FaqItem>({ key: isString, question: isString, answer: isString });

const isTestimonial = objectOf<Testimonial>({
  key: isString,
  name: isString,
  place: isString,
  text: isString,
  rating: isInteger,
});

export const homePageAnswer = pageOf<HomePageResponse>({
  slides: listOf(isSlide),
  services: listOf(isService),
  faqs: listOf(isFaq),
  figures: listOf(isFigure),
  testimonials: listOf(isTestimonial),
});
