'use client';

import { useEffect, useRef } from 'react';
import { HERO_START_DELAY_MS } from '@/lib/hero/hero';

/**
 * One background video of the hero. It starts `HERO_START_DELAY_MS` after it is told to play,
 * muted unless the visitor turned the sound on; a click toggles the sound (the slideshow's sound
 * button does the same for keyboards). It stays transparent over its poster until it plays.
 */
export function HeroVideo({
  src,
  active,
  play,
  muted,
  visible,
  loop = false,
  onStarted,
  onBlocked,
  onEnded,
  onToggleSound,
}: {
  src: string;
  /** The slide is the current one; leaving it rewinds the video. */
  active: boolean;
  play: boolean;
  muted: boolean;
  /** false while the poster must show (before the first frame plays). */
  visible: boolean;
  loop?: boolean;
  onStarted: () => void;
  onBlocked: () => void;
  onEnded: () => void;
  onToggleSound: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const mutedRef = useRef(muted);

  useEffect(() => {
    mutedRef.current = muted;
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!play) {
      video.pause();
      if (!active) video.currentTime = 0;
      return;
    }
    const timer = window.setTimeout(() => {
      // Browsers only autoplay muted media: the property must be set before play().
      video.muted = mutedRef.current;
      const started = video.play();
      if (started)
        started.catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) onBlocked();
        });
    }, HERO_START_DELAY_MS);
    return () => window.clearTimeout(timer);
    // onBlocked is stable in the parent (dispatch); src restarts the timer for a new file.
  }, [active, play, src, onBlocked]);

  return (
    <video
      ref={ref}
      src={src}
      muted
      playsInline
      loop={loop}
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      data-hero-video
      onPlaying={onStarted}
      onEnded={onEnded}
      onClick={onToggleSound}
      className={`absolute inset-0 size-full cursor-pointer object-cover transition-opacity duration-700 ${visible ? 'opacity-100' : 'opacity-0'}`}
    />
  );
}
