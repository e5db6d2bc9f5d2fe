import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VariableSuggestion } from '../../common/forms/variableSuggestions.ts';
import { renderNodeForm, testDefinition } from './testing/renderNodeForm.tsx';

const suggestions: VariableSuggestion[] = [
  { value: 'question', label: 'question', group: 'Chat Context' },
  { value: 'chat_history', label: 'chat_history', group: 'Chat Context' },
  { value: '$flow.state.topic', label: '$flow.state.topic', group: 'Flow State' },
  { value: 'llmAgentflow_0', label: 'LLM 0', group: 'Node Outputs', description: 'llmAgentflow_0' },
];

const def = testDefinition([
  { label: 'Message', name: 'msg', type: 'string', rows: 4, acceptVariable: true },
]);

function type(el: HTMLTextAreaElement, value: string) {
  fireEvent.change(el, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
}

const listbox = () => document.querySelector('[role="listbox"]');
const optionTexts = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent);

describe('variable suggestions', () => {
  it("opens on '{{', filters as you type, and inserts the picked one with Enter", () => {
    const form = renderNodeForm(def, {}, { suggestions });
    const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
    type(box, 'Answer: ');
    expect(listbox()).toBeNull();
    type(box, 'Answer: {{');
    expect(optionTexts()).toHaveLength(4);
    type(box, 'Answer: {{sta');
    expect(optionTexts()).toEqual(['$flow.state.topicFlow State']);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(form.latest().msg).toBe('Answer: {{$flow.state.topic}}');
    expect(listbox()).toBeNull();
  });

  it('moves with the arrow keys and closes on Escape', () => {
    const form = renderNodeForm(def, {}, { suggestions });
    const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
    type(box, '{{');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('chat_history');
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(form.latest().msg).toBe('{{chat_history}}');
    type(box, '{{chat_history}} {{');
    expect(listbox()).not.toBeNull();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(listbox()).toBeNull();
  });

  it('inserts an upstream node output on click, showing its id', () => {
    const form = renderNodeForm(def, {}, { suggestions });
    const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
    type(box, 'x {{LLM');
    const only = document.querySelector('[role="option"]') as HTMLElement;
    expect(only.textContent).toBe('LLM 0llmAgentflow_0');
    fireEvent.mouseDown(only);
    expect(form.latest().msg).toBe('x {{llmAgentflow_0}}');
  });

  it('offers nothing for fields that do not accept variables', () => {
    renderNodeForm(testDefinition([{ label: 'Plain', name: 'p', type: 'string' }]), {}, { suggestions });
    type(screen.getByLabelText('Plain') as HTMLTextAreaElement, '{{');
    expect(listbox()).toBeNull();
  });
});
