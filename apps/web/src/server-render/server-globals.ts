/**
 * What the site's modules read from the browser as they load or draw, for a render on the server:
 * empty storages (a first visit: no token, no stored language). Set before any of them is imported.
 */
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  clear() {
    this.#items.clear();
  }
}

const globals = globalThis as Record<string, unknown>;
for (const name of ['sessionStorage', 'localStorage']) globals[name] ??= new MemoryStorage();
