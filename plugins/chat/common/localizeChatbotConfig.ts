import type { LanguageCode } from '../../../host/common/i18n/languages.ts';
import type { PublicChatbotConfig } from './publicChatbotConfig.ts';

/**
 * The embed widget's (flowise-embed) own texts, in the languages other than English. The widget
 * shows its English defaults where the config leaves a text unset, so English needs no entry.
 */
const WIDGET_TEXTS: Record<Exclude<LanguageCode, 'en'>, WidgetTexts> = {
  de: {
    welcomeMessage: 'Hallo! Wie kann ich Ihnen helfen?',
    errorMessage: 'Hoppla! Da ist ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.',
    placeholder: 'Ihre Frage',
    footerText: 'Bereitgestellt von',
    leadsTitle: 'Sagen Sie uns, wie wir Sie erreichen können:',
    leadsSuccess: 'Vielen Dank für Ihre Kontaktdaten.',
    disclaimerTitle: 'Hinweis',
    disclaimerMessage:
      'Mit der Nutzung dieses Chatbots stimmen Sie den <a target="_blank" href="https://flowiseai.com/terms">Nutzungsbedingungen</a> zu.',
    disclaimerButton: 'Chat beginnen',
    disclaimerDeny: 'Abbrechen',
  },
};

interface WidgetTexts {
  welcomeMessage: string;
  errorMessage: string;
  placeholder: string;
  footerText: string;
  leadsTitle: string;
  leadsSuccess: string;
  disclaimerTitle: string;
  disclaimerMessage: string;
  disclaimerButton: string;
  disclaimerDeny: string;
}

/**
 * The public chatbot config with the texts the flow's owner left unset filled in `language`, so
 * the embed widget speaks the visitor's language: it reads the lead form's texts from this answer
 * itself, and the rest when the embedding page passes the answer as its theme's chatWindow (as the
 * peer's own chatbot page does). The owner's texts always win; English changes nothing (the widget's
 * defaults are English).
 */
export function localizeChatbotConfig(
  config: PublicChatbotConfig,
  language: LanguageCode,
): PublicChatbotConfig {
  if (language === 'en') return config;
  const w = WIDGET_TEXTS[language];
  const out: PublicChatbotConfig = {
    ...config,
    welcomeMessage: config.welcomeMessage || w.welcomeMessage,
    errorMessage: config.errorMessage || w.errorMessage,
    textInput: { ...config.textInput, placeholder: config.textInput?.placeholder || w.placeholder },
    footer: { text: w.footerText },
  };
  if (config.leads) {
    out.leads = {
      ...config.leads,
      title: config.leads.title || w.leadsTitle,
      successMessage: config.leads.successMessage || w.leadsSuccess,
    };
  }
  if (config.disclaimer) {
    out.disclaimer = {
      ...config.disclaimer,
      title: config.disclaimer.title || w.disclaimerTitle,
      message: config.disclaimer.message || w.disclaimerMessage,
      buttonText: config.disclaimer.buttonText || w.disclaimerButton,
      denyButtonText: w.disclaimerDeny,
    };
  }
  return out;
}
