import { describe, expect, it } from 'vitest';
import {
  type ChatbotConfigForm,
  chatbotConfigErrors,
  chatbotConfigForm,
  mergeChatbotConfig,
  parseChatbotConfig,
} from './chatbotConfigForm.ts';
import { publicChatbotConfig } from './publicChatbotConfig.ts';

const stored = {
  title: 'Old',
  allowedOrigins: ['https://a.example'],
  starterPrompts: { 0: { prompt: 'One' }, 1: { prompt: 'Two' } },
  leads: { status: true, title: 'Hi', name: true, email: false, custom: 'kept' },
  botMessage: { backgroundColor: '#111111', showAvatar: true },
  fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain, text/csv' },
  followUpPrompts: { status: true, secret: 'x' },
};

describe('parseChatbotConfig', () => {
  it('reads an object, and marks broken or non-object text', () => {
    expect(parseChatbotConfig(JSON.stringify(stored))).toEqual({ config: stored, broken: false });
    expect(parseChatbotConfig(null)).toEqual({ config: {}, broken: false });
    expect(parseChatbotConfig('  ')).toEqual({ config: {}, broken: false });
    expect(parseChatbotConfig('{nope')).toEqual({ config: {}, broken: true });
    expect(parseChatbotConfig('[1]')).toEqual({ config: {}, broken: true });
  });
});

describe('chatbotConfigForm', () => {
  it('reads the fields the chat uses, missing ones as empty or off', () => {
    const form = chatbotConfigForm(stored);
    expect(form.title).toBe('Old');
    expect(form.starterPrompts).toEqual(['One', 'Two']);
    expect(form.colours.botMessageBackground).toBe('#111111');
    expect(form.colours.titleTextColor).toBe('');
    expect(form.leads).toEqual({
      status: true,
      title: 'Hi',
      successMessage: '',
      name: true,
      email: false,
      phone: false,
    });
    expect(form.fullFileUpload).toEqual({ status: true, allowedUploadFileTypes: ['text/plain', 'text/csv'] });
    expect(chatbotConfigForm({}).chatFeedback).toBe(false);
  });
});

describe('mergeChatbotConfig', () => {
  it('writes the edits and keeps every other key, top-level and nested', () => {
    const form: ChatbotConfigForm = {
      ...chatbotConfigForm(stored),
      title: 'New',
      welcomeMessage: 'Welcome!',
      starterPrompts: [' A ', 'B'],
    };
    form.leads = { ...form.leads, email: true, successMessage: 'Thanks' };
    form.colours = { ...form.colours, botMessageBackground: '', titleTextColor: '#fff' };
    const out = mergeChatbotConfig(stored, form);
    expect(out.allowedOrigins).toEqual(['https://a.example']);
    expect(out.followUpPrompts).toEqual({ status: true, secret: 'x' });
    expect(out.title).toBe('New');
    expect(out.welcomeMessage).toBe('Welcome!');
    expect(out.starterPrompts).toEqual({ 0: { prompt: 'A' }, 1: { prompt: 'B' } });
    expect(out.leads).toEqual({
      status: true,
      title: 'Hi',
      name: true,
      email: true,
      phone: false,
      custom: 'kept',
      successMessage: 'Thanks',
    });
    expect(out.botMessage).toEqual({ showAvatar: true });
    expect(out.titleTextColor).toBe('#fff');
    expect(out.fullFileUpload).toEqual({ status: true, allowedUploadFileTypes: 'text/plain,text/csv' });
    // The public page sees what was written.
    const pub = publicChatbotConfig(JSON.stringify(out));
    expect(pub.title).toBe('New');
    expect(pub).not.toHaveProperty('allowedOrigins');
  });

  it('removes emptied fields and adds no sections that are all off', () => {
    const out = mergeChatbotConfig({ title: 'T', userMessage: { textColor: '#000' } }, chatbotConfigForm({}));
    expect(out).toEqual({});
  });

  it('round-trips: an unedited form changes nothing', () => {
    expect(mergeChatbotConfig(stored, chatbotConfigForm(stored))).toEqual({
      ...stored,
      starterPrompts: { 0: { prompt: 'One' }, 1: { prompt: 'Two' } },
      leads: { ...stored.leads, phone: false },
      fullFileUpload: { status: true, allowedUploadFileTypes: 'text/plain,text/csv' },
    });
  });
});

describe('chatbotConfigErrors', () => {
  const base = chatbotConfigForm({});
  it('is empty for a fine form', () => {
    expect(chatbotConfigErrors({ ...base, starterPrompts: ['a', 'b'] })).toEqual({});
  });
  it('flags empty and repeated prompts, odd colours and leads without fields', () => {
    const errors = chatbotConfigErrors({
      ...base,
      starterPrompts: ['a', ' ', 'A'],
      colours: { ...base.colours, titleTextColor: 'not a colour', titleBackgroundColor: 'rgb(1, 2, 3)' },
      leads: { ...base.leads, status: true },
    });
    expect(errors).toEqual({
      'starterPrompts.1': 'Enter a prompt or remove it',
      'starterPrompts.2': 'This prompt is already listed',
      'colours.titleTextColor': 'Use a colour such as #1f6feb or rgb(31, 111, 235)',
      leads: 'Choose at least one field to ask for',
    });
  });
});
