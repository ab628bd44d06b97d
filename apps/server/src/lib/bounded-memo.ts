/**
 * `fn` remembered for its last `limit` distinct string arguments (the oldest is forgotten first):
 * for pure work that callers repeat with the same input, such as compiling or cleaning it.
 */
export const boundedMemo = <T>(fn: (input: string) => T, limit: number) => {
  const remembered = new Map<string, T>();
  return (input: string): T => {
    if (remembered.has(input)) return remembered.get(input)!;
    const value = fn(input);
    if (remembered.size >= limit) remembered.delete(remembered.keys().next().value!);
    remembered.set(input, value);
    return value;
  };
};
