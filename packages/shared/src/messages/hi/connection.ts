import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/connection';

/** The Hindi (hi-IN) words of ../en/connection.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  networkFailed: 'Solace से कनेक्ट नहीं हो पा रहा है। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  requestFailed: 'अनुरोध पूरा नहीं हो सका (स्टेटस {status})।',
  tooManyRequests: 'कम समय में बहुत ज़्यादा अनुरोध आए। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  doctorsInvalid: 'मिला हुआ डेटा सही फ़ॉर्मैट में नहीं है।',
};
