/**
 * jsdom lays nothing out: elements matching `selector` get the given visible height and width, and
 * `scrollTo` on any element moves it and fires `scroll`, as a browser does, so a virtual list
 * renders the rows of a real viewport. Returns the function that restores jsdom's behaviour.
 */
export function layOutScrollers(selector: string, { height, width = 1024 }: { height: number; width?: number }): () => void {
  const prototype = HTMLElement.prototype;
  const heightDescriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  const widthDescriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  const scrollTo = prototype.scrollTo;
  Object.defineProperty(prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches(selector) ? height : (heightDescriptor.get!.call(this) as number);
    },
  });
  Object.defineProperty(prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches(selector) ? width : (widthDescriptor.get!.call(this) as number);
    },
  });
  // What scrolls is as tall as its content (the virtual list's sizer).
  Object.defineProperty(prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.matches(selector)) return 0;
      return Math.max(height, ...Array.from(this.children, (child) => parseFloat((child as HTMLElement).style.height) || 0));
    },
  });
  prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as typeof prototype.scrollTo;
  return () => {
    delete (prototype as unknown as Record<string, unknown>).clientHeight;
    delete (prototype as unknown as Record<string, unknown>).clientWidth;
    delete (prototype as unknown as Record<string, unknown>).scrollHeight;
    prototype.scrollTo = scrollTo;
  };
}

/** Scrolls the element to `top` as a user would (the browser fires `scroll`). */
export function scrollElementTo(element: Element, top: number): void {
  element.scrollTop = top;
  element.dispatchEvent(new Event('scroll'));
}
