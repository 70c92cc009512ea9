/** A small seeded generator (mulberry32), so every run builds the same shapes. */
export class Seeded {
  constructor(private seed: number) {}

  /** A whole number from 0 to below (excluded). */
  int(below: number): number {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  }

  /** One of the items. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}
