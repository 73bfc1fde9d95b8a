/** The channels a text (issue 28) goes by; e-mail has its own outbox (mailer.ts). */
export type TextChannelName = 'sms' | 'whatsapp';

/**
 * Sends the texts in their outbox (features/texts); features queue them with `queueTexts`.
 * Here, beside the mail outbox's interface, so the app context can name it.
 */
export interface TextSender {
  /** The channels people may opt in to: none while no provider is configured. */
  channels: readonly TextChannelName[];
  /** After a commit that queued texts: send them now, not at the next poll. */
  nudge(): void;
  /** Sends every due text; resolves with how many the provider took. */
  runDue(stopping?: () => boolean): Promise<number>;
  /** At start: what a dead process was sending (embedded database only), then what is due. */
  catchUp(options: { releaseClaims: boolean }): void;
  /** Waits for the pass under way (a graceful stop marks what it sent before the database closes). */
  close(): Promise<void>;
}
