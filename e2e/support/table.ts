import type { Locator, Page } from 'playwright-core';

/** A table by its accessible name (the list screens name their tables), or the only one. */
export function tableOf(page: Page, name?: string): Locator {
  return name ? page.getByRole('table', { name }) : page.getByRole('table');
}

/** The body row that contains a text (an organisation name, say). */
export function rowOf(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('row').filter({ hasText: text });
}

/**
 * The body rows of a table as objects keyed by column header, as a person reads them. The
 * 'No data available.' row reads as no rows. The table is read in one go inside the page: read
 * row by row, a table that re-renders between two reads (a refetch landing) mixes the rows of
 * the old answer with those of the new one.
 */
export async function readTable(table: Locator): Promise<Array<Record<string, string>>> {
  await table.waitFor();
  // Runs in the page, so everything it needs is inside it.
  return table.evaluate((element) => {
    // What a cell shows: its text without what only screen readers get ([data-sr-only], e.g. the whole DID).
    const shownText = (cell: Element) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('[data-sr-only]')) parts.push(node.textContent ?? '');
      }
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    const headers = Array.from(element.querySelectorAll('thead th')).map((th) =>
      (th as HTMLElement).innerText.trim(),
    );
    return Array.from(element.querySelectorAll('tbody tr'))
      .map((row) => Array.from(row.querySelectorAll(':scope > td')).map(shownText))
      .filter((cells) => cells.length === headers.length)
      .map((cells) => Object.fromEntries(headers.map((header, index) => [header, cells[index] ?? ''])));
  });
}
