/**
 * Layout checks a phone user feels: the page never scrolls sideways, and every control can be hit
 * with a finger (at least 44 × 44 CSS px, like Apple's and Material's guidance; links inside a
 * sentence are exempt, as WCAG 2.5.8 exempts inline targets).
 */
import type { Page } from '@playwright/test';

export const MIN_TAP_SIZE = 44;

/** Elements wider than the viewport, described for the report; empty when the page fits. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (scrollWidth <= width) return [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${testId} "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
    };
    // The innermost elements sticking out name the cause better than their ancestors.
    // An element sticks out itself, or its text does (a long word wider than its box).
    // What a scrolling or clipping box holds (a menu row that scrolls sideways) does not widen the page.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      if (clipped(element)) return false;
      const box = element.getBoundingClientRect();
      const textOverflows =
        element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible' && box.left + element.scrollWidth > width + 0.5;
      return box.width > 0 && (box.right > width + 0.5 || textOverflows);
    });
    const innermost = sticking.filter((element) => !sticking.some((other) => other !== element && element.contains(other)));
    return [`page is ${scrollWidth}px wide in a ${width}px viewport`, ...innermost.slice(0, 6).map(describe)];
  });
}

/** Controls smaller than MIN_TAP_SIZE, described with their size; empty when all are big enough. */
export async function smallTapTargets(page: Page, minSize = MIN_TAP_SIZE): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=menuitem], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=option]';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0 && !element.closest('[aria-hidden=true], [inert]');
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, dd, td, span, div, label');
      const blockText = (block?.textContent ?? '').trim();
      return blockText.length > (element.textContent ?? '').trim().length;
    };
    /** A checkbox or radio is hit through its label too: the target is the larger of the two boxes. */
    const targetBox = (element: Element) => {
      const own = element.getBoundingClientRect();
      const input = element as HTMLInputElement;
      const label = element.closest('label') ?? (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
      if (!label || !(element.tagName === 'INPUT' && ['checkbox', 'radio', 'file'].includes(input.type))) return own;
      const around = label.getBoundingClientRect();
      return around.width * around.height > own.width * own.height ? around : own;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!visible(element) && !(element.tagName === 'INPUT' && ['checkbox', 'radio', 'file'].includes((element as HTMLInputElement).type))) continue;
      if (inSentence(element)) continue;
      const box = targetBox(element);
      if (box.width === 0 || box.height === 0) continue;
      if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? (element as HTMLInputElement).name ?? '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      small.push(
        `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    }
    return small;
  }, minSize);
}
