/**
 * The hero's state machine (docs/product.md §1): which file a viewport gets, the muted start after
 * 200 ms, the sound toggle, video end → next slide (after the last, the first), and the slideshow's
 * pause/play. Pure: the client components only dispatch events and apply the derived values.
 */

/** docs/product.md §9 "hero start delay 200 ms". */
export const HERO_START_DELAY_MS = 200;
/**
 * Phones and tablets: viewports narrower than 1024 px (docs/product.md §1 breakpoints 1023/1024).
 */
export const MOBILE_MAX_WIDTH_PX = 1023;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export type HeroFile = { sourceUrl: string; alt?: string | null };
export type HeroSlideKind = 'IMAGE' | 'VIDEO';
export type HeroSlideInput = {
  type: HeroSlideKind;
  file: HeroFile;
  mobileFile?: HeroFile | null;
  poster?: HeroFile | null;
};

export function isMobileViewport(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH_PX;
}

/** The file for a viewport: the mobile file on phones and tablets when there is one. */
export function slideFile(slide: HeroSlideInput, mobile: boolean): HeroFile {
  return mobile && slide.mobileFile?.sourceUrl ? slide.mobileFile : slide.file;
}

/** The still shown before anything plays: a video's poster, an image slide's own file. */
export function slideStill(slide: HeroSlideInput | undefined): HeroFile | null {
  if (!slide) return null;
  return slide.type === 'VIDEO' ? (slide.poster ?? null) : slide.file;
}

export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** idle: an image slide; waiting: a video due to start after the delay; playing; blocked: the browser refused. */
export type VideoPhase = 'idle' | 'waiting' | 'playing' | 'blocked';

export type HeroState = {
  kinds: HeroSlideKind[];
  index: number;
  muted: boolean;
  paused: boolean;
  phase: VideoPhase;
  /** Slides up to this index have been needed (current or next): their media stay loaded. */
  reached: number;
};

export type HeroEvent =
  | { type: 'show'; index: number }
  | { type: 'started' }
  | { type: 'blocked' }
  | { type: 'ended' }
  | { type: 'toggleSound' }
  | { type: 'togglePause' };

function phaseFor(kinds: HeroSlideKind[], index: number): VideoPhase {
  return kinds[index] === 'VIDEO' ? 'waiting' : 'idle';
}

/** Always starts muted on the first slide, playing (a visitor may pause). */
export function initialHeroState(kinds: HeroSlideKind[], paused = false): HeroState {
  return { kinds, index: 0, muted: true, paused, phase: phaseFor(kinds, 0), reached: 1 };
}

export function heroReducer(state: HeroState, event: HeroEvent): HeroState {
  switch (event.type) {
    case 'show': {
      const count = state.kinds.length;
      const index = count > 0 ? ((event.index % count) + count) % count : 0;
      if (index === state.index && state.phase !== 'idle') return state;
      return {
        ...state,
        index,
        phase: phaseFor(state.kinds, index),
        reached: Math.max(state.reached, index + 1),
      };
    }
    case 'started':
      return state.kinds[state.index] === 'VIDEO' ? { ...state, phase: 'playing' } : state;
    case 'blocked':
      return state.kinds[state.index] === 'VIDEO' ? { ...state, phase: 'blocked' } : state;
    case 'ended': {
      const index = nextIndex(state.index, state.kinds.length);
      // A single video restarts itself: same index, waiting again.
      return {
        ...state,
        index,
        phase: phaseFor(state.kinds, index),
        reached: Math.max(state.reached, index + 1),
      };
    }
    case 'toggleSound':
      return { ...state, muted: !state.muted };
    case 'togglePause':
      return { ...state, paused: !state.paused };
  }
}

/**
 * Whether a slide's media is mounted: the current slide and the next one (preloaded for the
 * transition), then every slide already shown. The others wait, so a phone does not download
 * every video and image at once.
 */
export function slideLoaded(state: HeroState, index: number): boolean {
  return index <= state.reached;
}

/** The active slide is a video that should run now. */
export function shouldPlayVideo(state: HeroState): boolean {
  return state.kinds[state.index] === 'VIDEO' && !state.paused && state.phase !== 'blocked';
}

/** The poster stays until the active video actually plays. */
export function posterVisible(state: HeroState): boolean {
  return state.kinds[state.index] === 'VIDEO' && state.phase !== 'playing';
}

/**
 * The slideshow's 7000 ms timer runs on image slides; a video slide hands over to its own end
 * (unless the browser blocked it, then the timer moves on). Paused: nothing moves.
 */
export function autoplayRunning(state: HeroState): boolean {
  if (state.paused || state.kinds.length < 2) return false;
  return state.kinds[state.index] !== 'VIDEO' || state.phase === 'blocked';
}

export function hasVideo(state: HeroState): boolean {
  return state.kinds.includes('VIDEO');
}
