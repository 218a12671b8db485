'use client';

import 'swiper/css';
import 'swiper/css/effect-fade';
import type { ReactNode } from 'react';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { HERO_SLIDESHOW_OPTIONS } from '@/lib/hero/slideshow';
import { slideGroupProps } from './slideGroup';
import type { HeroLabels, HeroSlideView } from './types';

/**
 * The hero's Swiper (fade, autoplay, loop). It is loaded when the slideshow first moves: until
 * then the first slide needs no slideshow, and a phone's page load stays free of Swiper's ~30 KB
 * and its start-up work. It starts on the first slide and the slideshow then moves it on.
 */
export function HeroSwiper({
  slides,
  labels,
  slideNodes,
  ariaLive,
  onSwiper,
  onShow,
}: {
  slides: HeroSlideView[];
  labels: HeroLabels;
  slideNodes: ReactNode[];
  ariaLive: 'polite' | 'off';
  onSwiper: (swiper: SwiperInstance) => void;
  onShow: (index: number) => void;
}) {
  return (
    <Swiper
      {...HERO_SLIDESHOW_OPTIONS}
      initialSlide={0}
      modules={[Autoplay, EffectFade]}
      onSwiper={onSwiper}
      onRealIndexChange={(instance) => onShow(instance.realIndex)}
      className="absolute! inset-0 size-full"
      wrapperTag="div"
      aria-live={ariaLive}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.key}
          {...slideGroupProps(slide, labels)}
          className="relative size-full! overflow-hidden bg-brand-950"
        >
          {slideNodes[index]}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
