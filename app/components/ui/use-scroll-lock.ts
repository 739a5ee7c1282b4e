import { useEffect } from 'react';

// Panels can overlap for a moment (the side menu hands over to the cart panel), so locks are counted.
let locks = 0;
let saved: { html: string; body: string; paddingRight: string } | null = null;

/**
 * rule:cart-drawer: "page scroll locked while open". Locks the page behind an open panel and
 * gives the previous styles back when the last panel closes. The scrollbar's width is kept as
 * padding so the page does not jump sideways. Panels get it through useModal (use-modal.ts).
 */
export function useScrollLock(active = true) {
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    const body = document.body;
    if (locks === 0) {
      saved = { html: html.style.overflow, body: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - html.clientWidth;
      html.style.overflow = 'hidden';
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0 && saved) {
        html.style.overflow = saved.html;
        body.style.overflow = saved.body;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [active]);
}
