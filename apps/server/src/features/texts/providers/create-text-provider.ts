import type { TextConfig } from './text-config';
import type { TextProvider } from './text-provider';
import { metaWhatsAppProvider } from './meta-whatsapp';
import { twilioProvider } from './twilio';

/** The provider TEXT_PROVIDER chose; null when none is: the SMS and WhatsApp channels are off. */
export function createTextProvider(config: TextConfig, publicUrl: string): TextProvider | null {
  if (config.provider === 'twilio')
    return twilioProvider(config.twilio, publicUrl, config.timeoutMs);
  if (config.provider === 'meta') return metaWhatsAppProvider(config.meta, config.timeoutMs);
  return null;
}
