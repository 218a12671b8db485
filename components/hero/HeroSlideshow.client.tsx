'use client';

import { useCallback, useEffect, useReducer, useState, useSyncExternalStore } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import {
  autoplayRunning,
  hasVideo,
  heroReducer,
  initialHeroState,
  MOBILE_MEDIA_QUERY,
  posterVisible,
  shouldPlayVideo,
  slideLoaded,
  type HeroState,
} from '@/lib/hero/hero';
import { SLIDE_AUTOPLAY_MS, SLIDE_TRANSITION_MS } from '@/lib/hero/slideshow';
import { HeroPicture } from './HeroPicture';
import { slideGroupProps } from './slideGroup';
import type { HeroSwiper } from './HeroSwiper.client';
import { HeroVideo } from './HeroVideo.client';
import type { HeroLabels, HeroSlideView } from './types';

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

function SoundIcon({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H3v6h3l5 4V5z" fill="currentColor" fillOpacity="0.15" />
      {on ? (
        <>
          <path d="M15.5 8.5a5 5 0 0 1 0 7" />
          <path d="M18.5 5.5a9 9 0 0 1 0 13" />
        </>
      ) : (
        <path d="m16 9 6 6m0-6-6 6" />
      )}
    </svg>
  );
}

function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      {paused ? <path d="M7 4.5v15l13-7.5L7 4.5z" /> : <path d="M6 4h4v16H6zM14 4h4v16h-4z" />}
    </svg>
  );
}

function Slide({
  slide,
  index,
  state,
  mobile,
  dispatch,
  single,
}: {
  slide: HeroSlideView;
  index: number;
  state: HeroState;
  mobile: boolean;
  dispatch: (event: Parameters<typeof heroReducer>[1]) => void;
  single: boolean;
}) {
  const active = state.index === index;
  const onStarted = useCallback(() => dispatch({ type: 'started' }), [dispatch]);
  const onBlocked = useCallback(() => dispatch({ type: 'blocked' }), [dispatch]);
  const onEnded = useCallback(() => dispatch({ type: 'ended' }), [dispatch]);
  const onToggleSound = useCallback(() => dispatch({ type: 'toggleSound' }), [dispatch]);
  if (!slideLoaded(state, index)) return null;
  if (slide.type === 'IMAGE') {
    return <HeroPicture src={slide.src} mobileSrc={slide.mobileSrc} alt={slide.alt} />;
  }
  const src = mobile && slide.mobileSrc ? slide.mobileSrc : slide.src;
  return (
    <>
      {slide.poster ? <HeroPicture src={slide.poster} alt={slide.alt} /> : null}
      <HeroVideo
        src={src}
        active={active}
        play={active && shouldPlayVideo(state)}
        muted={state.muted}
        visible={active ? !posterVisible(state) : true}
        loop={single}
        onStarted={onStarted}
        onBlocked={onBlocked}
        onEnded={onEnded}
        onToggleSound={onToggleSound}
      />
    </>
  );
}

/**
 * The hero slideshow (docs/product.md §1), loaded after first paint: IMAGE slides for 7000 ms each,
 * VIDEO slides until they end, then the next, forever. A sound toggle (with the click on the video)
 * and a pause/play control (WCAG 2.2.2) sit in the corner. The first slide plays on its own; Swiper
 * (HeroSwiper) is loaded when the slideshow first moves and runs it from then on.
 */
export function HeroSlideshow({ slides, labels }: { slides: HeroSlideView[]; labels: HeroLabels }) {
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const mobile = useMedia(MOBILE_MEDIA_QUERY);
  const [state, dispatch] = useReducer(
    heroReducer,
    slides.map((slide) => slide.type),
    (kinds) =>
      initialHeroState(
        kinds,
        typeof window !== 'undefined' &&
          window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      ),
  );
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [engine, setEngine] = useState<typeof HeroSwiper | null>(null);
  const single = slides.length === 1;
  const moved = state.reached > 1;

  // Swiper is fetched the first time the slideshow moves on from the first slide.
  useEffect(() => {
    if (single || !moved || engine) return;
    let cancelled = false;
    void import('./HeroSwiper.client').then((module) => {
      if (!cancelled) setEngine(() => module.HeroSwiper);
    });
    return () => {
      cancelled = true;
    };
  }, [single, moved, engine]);

  // The slideshow follows the state machine: its timer runs on image slides only (until Swiper
  // is there, a first image slide is timed here)…
  const running = autoplayRunning(state);
  useEffect(() => {
    if (engine || !running) return;
    const timer = window.setTimeout(
      () => dispatch({ type: 'show', index: state.index + 1 }),
      SLIDE_AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [engine, running, state.index]);
  // A video that ends moves it to the next slide (the first after the last); this runs before the
  // autoplay effect below, so a fade it starts is seen there.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (swiper.realIndex !== state.index) swiper.slideToLoop(state.index);
  }, [swiper, state.index]);
  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.autoplay) return;
    if (!running) {
      swiper.autoplay.stop();
      return;
    }
    // Swiper times its delay from the end of a fade. When the timer starts here after a video, the
    // image slide has just begun its fade: start it when that fade has ended, so this slide too
    // lasts 7000 ms from start to start (after the visitor presses play it only adds a moment).
    const timer = window.setTimeout(() => swiper.autoplay.start(), SLIDE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [swiper, running]);

  const slideNodes = slides.map((slide, index) => (
    <Slide
      key={slide.key}
      slide={slide}
      index={index}
      state={state}
      mobile={mobile}
      dispatch={dispatch}
      single={single}
    />
  ));

  const Engine = engine;
  const live = state.paused || reducedMotion ? 'polite' : 'off';
  const onShow = useCallback((index: number) => dispatch({ type: 'show', index }), []);

  const control =
    'tap-target pointer-events-auto flex size-11 items-center justify-center rounded-full border border-white/30 bg-brand-950/50 text-white backdrop-blur transition hover:border-gold-400 hover:text-gold-300 aria-pressed:border-gold-400 aria-pressed:text-gold-300';

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.region}
      data-hero-slideshow
      data-paused={state.paused ? 'true' : 'false'}
      className="absolute inset-0"
    >
      {Engine && !single ? (
        <Engine
          slides={slides}
          labels={labels}
          slideNodes={slideNodes}
          ariaLive={live}
          onSwiper={setSwiper}
          onShow={onShow}
        />
      ) : (
        // Before Swiper: the first slide alone, the others as empty labelled slides.
        <div className="absolute inset-0" aria-live={live}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              {...slideGroupProps(slide, labels)}
              className={`absolute inset-0 ${index === 0 ? '' : 'pointer-events-none'}`}
            >
              {index === 0 ? slideNodes[0] : null}
            </div>
          ))}
        </div>
      )}
      <div className="pointer-events-none absolute bottom-6 right-5 z-[4] flex items-center gap-3 md:bottom-10 md:right-8">
        {!single ? (
          <p
            aria-hidden="true"
            className="mr-1 font-display text-sm tracking-[0.2em] text-white/80"
          >
            <span className="text-gold-300">{String(state.index + 1).padStart(2, '0')}</span>
            {' / '}
            {String(slides.length).padStart(2, '0')}
          </p>
        ) : null}
        {hasVideo(state) ? (
          <button
            type="button"
            aria-pressed={!state.muted}
            aria-label={labels.sound}
            title={labels.sound}
            data-hero-sound
            onClick={() => dispatch({ type: 'toggleSound' })}
            className={control}
          >
            <SoundIcon on={!state.muted} />
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={state.paused}
          aria-label={labels.pause}
          title={labels.pause}
          data-hero-pause
          onClick={() => dispatch({ type: 'togglePause' })}
          className={control}
        >
          <PauseIcon paused={state.paused} />
        </button>
      </div>
    </div>
  );
}
