/**
 * Adds `value` to the list kept under `key`, in place. Copying the list on every addition
 * (`map.set(key, [...(map.get(key) ?? []), value])`) is quadratic in the size of one group: 10,000 purchases from one
 * vendor held the event loop for seconds.
 */
export function addToGroup<K, V>(groups: Map<K, V[]>, key: K, value: V): void {
  const list = groups.get(key);
  if (list) list.push(value);
  else groups.set(key, [value]);
}
