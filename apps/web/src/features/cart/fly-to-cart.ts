import { prefersReducedMotion } from '@/lib/use-media-query';

/** Spec 1 §9: the add-to-cart animation takes 800 ms. */
export const FLY_MS = 800;
const THUMBNAIL_PX = 96;

/** Marks an element the thumbnail may fly to (the header's cart icon and the phone tab bar's). */
export const cartTargetProps = { 'data-cart-target': '' } as const;

/** The last cart icon on screen: the phone tab bar's where it shows (toasts cover the header's corner), else the header's. */
function visibleTarget(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-cart-target]')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    })
    .at(-1);
}

/** Where the flight starts: the picture's part on screen, or the button pressed when the picture is scrolled away. */
function startPoint(picture: HTMLElement, origin: HTMLElement | null | undefined): { x: number; y: number } {
  const box = picture.getBoundingClientRect();
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (bottom - top >= box.height / 3 || !origin) return { x: box.left + box.width / 2, y: (top + bottom) / 2 };
  const button = origin.getBoundingClientRect();
  return { x: button.left + button.width / 2, y: button.top + button.height / 2 };
}

export interface FlyOptions {
  /** The product picture: the thumbnail shows it and starts from it. */
  picture: HTMLElement | null | undefined;
  /** Where to start instead when the picture is scrolled off screen (the Add to cart button). */
  origin?: HTMLElement | null;
}

/**
 * A thumbnail of the product's picture flies to the visible cart icon, which then gives a small bounce. Nothing
 * moves for people who ask for reduced motion, or where the Web Animations API is missing.
 */
export function flyToCart({ picture, origin }: FlyOptions): void {
  const image = picture?.querySelector('img');
  const target = visibleTarget();
  if (!picture || !image?.currentSrc || !target || prefersReducedMotion()) return;
  const ghost = document.createElement('img');
  if (typeof ghost.animate !== 'function') return;

  const start = startPoint(picture, origin);
  const to = target.getBoundingClientRect();
  const size = THUMBNAIL_PX;
  const left = start.x - size / 2;
  const top = start.y - size / 2;
  ghost.src = image.currentSrc;
  ghost.alt = '';
  ghost.setAttribute('aria-hidden', 'true');
  Object.assign(ghost.style, {
    position: 'fixed', left: `${left}px`, top: `${top}px`, width: `${size}px`, height: `${size}px`,
    objectFit: 'cover', borderRadius: '9999px', boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)', zIndex: '60',
    pointerEvents: 'none', border: '3px solid white',
  });
  document.body.append(ghost);

  const dx = to.left + to.width / 2 - (left + size / 2);
  const dy = to.top + to.height / 2 - (top + size / 2);
  const flight = ghost.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.35}px, ${dy * 0.35 - 60}px) scale(0.7)`, opacity: 1, offset: 0.4 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.2)`, opacity: 0.6 },
    ],
    { duration: FLY_MS, easing: 'cubic-bezier(0.45, 0, 0.55, 1)' },
  );
  const land = () => {
    ghost.remove();
    target.animate?.([{ transform: 'scale(1)' }, { transform: 'scale(1.2)' }, { transform: 'scale(1)' }], { duration: 250 });
  };
  flight.onfinish = land;
  flight.oncancel = () => ghost.remove();
}
