/** What `SaveGate.save` answers for a save it did not start (the draft is being published). */
export const SKIPPED = Symbol('skipped');

/**
 * Keeps the draft's saves and its publication apart. Publishing (with a code, or the payment step that makes
 * the draft the offer to pay for) first closes the gate: no save starts any more, and the publication waits
 * for the saves already in flight, so none reaches the server after the draft became an offer (it would be
 * answered 404 or 409). A refused publication opens the gate again; a done one closes it for good.
 */
export class SaveGate {
  private readonly inFlight = new Set<Promise<unknown>>();
  private state: 'open' | 'publishing' | 'finished' = 'open';

  /** Whether saves run (not while publishing, nor after). */
  get open(): boolean {
    return this.state === 'open';
  }

  /** Counts a write to the draft as in flight until it ends (a publication waits for it). */
  track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }

  /** Runs a save while the gate is open; answers SKIPPED, starting nothing, once publishing began. */
  async save<T>(run: () => Promise<T>): Promise<T | typeof SKIPPED> {
    if (!this.open) return SKIPPED;
    return this.track(run());
  }

  /** No save starts from now on; resolves once every save in flight has ended (however it ended). */
  async beginPublishing(): Promise<void> {
    if (this.state === 'open') this.state = 'publishing';
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** The publication was refused (or could not start): the form goes on saving. */
  publishingRefused(): void {
    if (this.state === 'publishing') this.state = 'open';
  }

  /**
   * The employer leaves without saving: no save starts from now on, and this resolves once those in flight
   * have ended, so the draft can be discarded with nothing landing after it.
   */
  async close(): Promise<void> {
    this.state = 'finished';
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** The draft is an offer now: it takes no more saves. */
  finish(): void {
    this.state = 'finished';
  }

  /**
   * A save refused with `status` only because the draft became an offer meanwhile (404: no such draft any
   * more, 409: converted), once a publication began: not an error to show or log.
   */
  outrun(status: number): boolean {
    return !this.open && (status === 404 || status === 409);
  }
}
