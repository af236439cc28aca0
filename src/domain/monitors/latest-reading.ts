/** What a monitor's pages showed at its last check that read a price or an availability. */
export interface LatestReading {
  price: number | null;
  availability: string | null;
  /** Epoch ms of that check. */
  at: number;
}
