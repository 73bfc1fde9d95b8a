import type { Translation } from '../../i18n/words';
import type { words as english } from '../en/texts';

/** The Hindi (hi-IN) words of ../en/texts.ts: the same keys, ICU MessageFormat. */
export const words: Translation<typeof english> = {
  confirmation: 'Solace: {therapist} के साथ आपका सत्र {when} को बुक है। जुड़ें: {url}',
  reminder: 'Solace: {therapist} के साथ आपका सत्र 1 घंटे में ({when}) शुरू होगा। जुड़ें: {url}',
  cancellation: 'Solace: {therapist} के साथ {when} का आपका सत्र रद्द हो गया है।',
  missedCall: 'Solace: {caller} की कॉल छूट गई। सत्र में जुड़ें: {url}',
  code: 'Solace कोड {code}, 10 मिनट तक मान्य। संदेश बंद करने के लिए STOP भेजें।',
  profile: {
    title: 'टेक्स्ट संदेश',
    intro:
      'हर सत्र की पुष्टि और सत्र से एक घंटा पहले रिमाइंडर। ई-मेल हमेशा चालू रहता है; SMS और WhatsApp तभी, जब आप अपने नंबर की पुष्टि कर दें।',
    email: 'ई-मेल',
    emailAlwaysOn: 'हमेशा चालू',
    channel: { sms: 'SMS', whatsapp: 'WhatsApp' },
    phone: 'मोबाइल नंबर (कंट्री कोड के साथ, जैसे +447700900123)',
    sendCode: 'कोड भेजें',
    code: '6 अंकों का कोड',
    confirm: 'पुष्टि करें',
    turnOff: 'बंद करें',
    on: '{since} से चालू',
    off: 'बंद',
    codeSent: 'हमने {phone} पर कोड भेजा है।',
    unavailable: 'इस क्लिनिक में उपलब्ध नहीं',
  },
  errors: {
    channelOff: 'इस क्लिनिक में टेक्स्ट संदेश सेट अप नहीं हैं।',
    channelNotOffered: 'यह चैनल इस क्लिनिक में उपलब्ध नहीं है।',
    noCodePending: 'कृपया पहले कोड माँगें।',
    codeExpired: 'इस कोड की समय-सीमा समाप्त हो गई है। कृपया नया कोड माँगें।',
    codeWrong: 'यह कोड सही नहीं है।',
    tooManyTries: 'बहुत बार ग़लत कोड डाला गया। कृपया नया कोड माँगें।',
    phone: 'नंबर कंट्री कोड के साथ लिखें, जैसे +447700900123।',
    codeFormat: 'कोड 6 अंकों का होता है।',
    unreadable: 'वेबहुक की बॉडी पढ़ने लायक JSON नहीं है।',
  },
  reminderStatus: {
    label: 'टेक्स्ट रिमाइंडर',
    queued: 'कतार में',
    sending: 'भेजा जा रहा है',
    sent: 'भेजा गया',
    delivered: 'पहुँच गया',
    failed: 'नहीं भेजा जा सका',
    undeliverable: 'नहीं पहुँचा',
    channel_off: 'टेक्स्ट बंद',
  },
};
