interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * Writes items in groups, one write at a time (docs/decisions/0281-click-group-commit.md): an item waits for
 * the write under way to end, then goes in the next one with every item that came meanwhile. Each caller's
 * promise settles only when the write holding its item has: with its own result, or with the write's error,
 * which every item of that group shares.
 */
export function groupCommit<Item, Result>(write: (items: Item[]) => Promise<Result[]>, maxItems: number) {
  const waiting: Array<Waiting<Item, Result>> = [];
  let writing = false;

  const writeNextGroup = async () => {
    const group = waiting.splice(0, maxItems);
    try {
      const results = await write(group.map((entry) => entry.item));
      group.forEach((entry, i) => entry.resolve(results[i] as Result));
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
    // The next group leaves after this turn's arrivals have been read from the sockets, so it takes them too.
    if (waiting.length > 0) setImmediate(writeNextGroup);
    else writing = false;
  };

  return {
    add(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        if (writing) return;
        writing = true;
        setImmediate(writeNextGroup);
      });
    },
  };
}
