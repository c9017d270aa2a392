import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A phone lays a too-wide page out at the larger width and zooms out, which widens innerWidth and
 * clientWidth with it: the page is compared with the viewport the test asked for instead.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewportWidth);
}

/**
 * The lines of a region that begin with ';', ':', '?' or '!': French typography keeps each on the line of the word
 * before it, with a no-break space (a line break before it reads as an error on a phone). Answers each one's
 * surrounding text, to name it in a failure.
 */
export async function linesBeginningWithPunctuation(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const rectOf = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getClientRects()[0];
    };
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.parentElement?.checkVisibility()) continue;
      for (const match of node.data.matchAll(/(\S)[ \u00a0\u202f]([;:?!])/g)) {
        const word = rectOf(node, match.index);
        const mark = rectOf(node, match.index + 2);
        if (word && mark && mark.top >= word.bottom - 1) found.push(node.data.slice(Math.max(0, match.index - 30), match.index + 30));
      }
    }
    return found;
  });
}

/**
 * The visible text of a region with a plain space before ';', ':', '?' or '!' (the no-break space of decision 0512
 * missing), whether or not the line breaks there today: the same text may break there on another screen. Code is
 * left out. Each one is given with its surrounding text, to name it in a failure.
 */
export async function plainSpacesBeforePunctuation(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let before = '';
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      const shown = node.parentElement?.checkVisibility() && !node.parentElement.closest('code, pre');
      // A mark at the start of a node follows the end of the previous one ('<strong>Titre</strong> : …', or
      // 'Titre ' then ': …'); each mark is counted in the node that holds it.
      const carried = before.slice(-2);
      const joined = carried + text;
      if (shown) {
        for (const match of joined.matchAll(/\S ([;:?!])(?=\s|$)/g)) {
          if (match.index + 2 >= carried.length) found.push(joined.slice(Math.max(0, match.index - 30), match.index + 30));
        }
      }
      before = text;
    }
    return found;
  });
}
