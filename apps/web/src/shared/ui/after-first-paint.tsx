import { type ReactNode, useEffect, useState } from 'react';

let pagePainted = false;

/**
 * Draws its children from the frame after the page's first paint on. For what sits below the
 * fold (home's notices and winners, the footer): on a slow phone the first screen is drawn and
 * shown without their render and layout work, and since they come after everything above them,
 * their arrival moves nothing on screen. Once the page has painted, they draw at once.
 */
export const AfterFirstPaint = ({ children }: { children: ReactNode }) => {
  const [show, setShow] = useState(pagePainted);
  useEffect(() => {
    if (show) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame callback runs before that frame is painted; the timer's task runs after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        pagePainted = true;
        setShow(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [show]);
  return show ? children : null;
};
