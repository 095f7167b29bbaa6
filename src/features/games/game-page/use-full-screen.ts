import { type RefObject, useCallback, useEffect, useState } from 'react';
import { nativeFullScreenAvailable } from './full-screen-policy';

export interface FullScreen {
  active: boolean;
  /** True when the page fakes full screen with a fixed overlay (no Fullscreen API, e.g. iPhone). */
  fake: boolean;
  toggle: () => void;
  exit: () => void;
}

/** Full screen for the game stage: the Fullscreen API where it exists, a CSS overlay elsewhere. */
export function useFullScreen(target: RefObject<HTMLElement | null>): FullScreen {
  const [native, setNative] = useState(false);
  const [fake, setFake] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  // The fake mode owns the screen: no page scroll behind it, Escape leaves it like the real one.
  useEffect(() => {
    if (!fake) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFake(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [fake]);

  const exit = useCallback(() => {
    setFake(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const toggle = useCallback(() => {
    if (native || fake) {
      exit();
      return;
    }
    const element = target.current;
    if (element && nativeFullScreenAvailable()) {
      element.requestFullscreen().catch(() => setFake(true));
    } else {
      setFake(true);
    }
  }, [native, fake, exit, target]);

  return { active: native || fake, fake, toggle, exit };
}
