import { describe, expect, it } from 'vitest';
import { publicChatbotConfig } from './publicChatbotConfig.ts';

describe('publicChatbotConfig', () => {
  it('keeps the look and lead settings, normalises starter prompts, drops everything else', () => {
    const cfg = publicChatbotConfig(
      JSON.stringify({
        title: 'Helper',
        welcomeMessage: 'Hi!',
        starterPrompts: { 0: { prompt: 'What can you do?' }, 1: { prompt: '' }, 2: { prompt: 'Price?' } },
        botMessage: { backgroundColor: '#eee', secret: 'x' },
        leads: { status: true, name: true, email: true, phone: false, title: 'Who are you?' },
        allowedOrigins: ['https://a.example'],
        followUpPrompts: { status: true, openAI: { credentialId: 'c1' } },
        fontSize: 'big',
      }),
    );
    expect(cfg).toEqual({
      title: 'Helper',
      welcomeMessage: 'Hi!',
      starterPrompts: { 0: { prompt: 'What can you do?' }, 1: { prompt: 'Price?' } },
      botMessage: { backgroundColor: '#eee' },
      leads: { status: true, name: true, email: true, phone: false, title: 'Who are you?' },
    });
  });

  it('answers an empty config for missing or broken text', () => {
    expect(publicChatbotConfig(null)).toEqual({});
    expect(publicChatbotConfig('{nope')).toEqual({});
    expect(publicChatbotConfig('[1,2]')).toEqual({});
  });
});
