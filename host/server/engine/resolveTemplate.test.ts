import { describe, expect, it } from 'vitest';
import { resolveTemplate, type TemplateScope } from './resolveTemplate.ts';

const scope: TemplateScope = {
  question: 'What is up?',
  form: { subject: 'Hello', nested: { a: [1, 2] } },
  chatHistory: [
    { role: 'user', content: 'hi' },
    { role: 'assistant', content: 'hello' },
  ],
  vars: { TOKEN: 'abc' },
  flow: { sessionId: 's-1', chatId: 'c-1', chatflowId: 'f-1', state: { topic: 'cats', obj: { x: 1 } } },
  iteration: { value: { name: 'item1' } },
  nodeOutput: (id) =>
    id === 'llmAgentflow_0'
      ? { content: 'answer', subject: 'S', list: [{ v: 'first' }] }
      : id === 'httpAgentflow_0'
        ? { http: { data: { ok: true } } }
        : undefined,
  now: () => new Date('2025-01-02T03:04:05.000Z'),
};

describe('resolveTemplate', () => {
  it.each([
    ['{{question}}', 'What is up?'],
    ['{{ question }}', 'What is up?'],
    ['{{chat_history}}', 'user: hi\nassistant: hello'],
    ['{{current_date_time}}', '2025-01-02T03:04:05.000Z'],
    ['{{$form.subject}}', 'Hello'],
    ['{{$form.nested.a}}', '[1,2]'],
    ['{{$vars.TOKEN}}', 'abc'],
    ['{{$flow.state.topic}}', 'cats'],
    ['{{$flow.state.obj}}', '{"x":1}'],
    ['{{$flow.sessionId}}', 's-1'],
    ['{{$iteration}}', '{"name":"item1"}'],
    ['{{$iteration.name}}', 'item1'],
    ['{{llmAgentflow_0}}', 'answer'],
    ['{{llmAgentflow_0.output.subject}}', 'S'],
    ['{{llmAgentflow_0.output.list[0].v}}', 'first'],
    ['{{httpAgentflow_0}}', '{"ok":true}'],
  ])('%s', (template, expected) => {
    expect(resolveTemplate(template, scope)).toBe(expected);
  });

  it('leaves unresolvable references visible', () => {
    expect(
      resolveTemplate(
        '{{unknownNode}} {{$vars.MISSING}} {{$form.none}} {{llmAgentflow_0.output.none}}',
        scope,
      ),
    ).toBe('{{unknownNode}} {{$vars.MISSING}} {{$form.none}} {{llmAgentflow_0.output.none}}');
  });

  it('keeps {{ output }} for state updates and refuses prototype paths', () => {
    expect(resolveTemplate('{{ output }} {{ output.a }}', scope)).toBe('{{ output }} {{ output.a }}');
    expect(resolveTemplate('{{$form.__proto__}} {{$flow.constructor.name}}', scope)).toBe(
      '{{$form.__proto__}} {{$flow.constructor.name}}',
    );
  });

  it('converts editor HTML (mention spans included) before resolving', () => {
    const html =
      '<p>To: <span class="variable" data-id="$form.subject">{{ $form.subject }}</span></p><p>a &amp; b</p>';
    expect(resolveTemplate(html, scope)).toBe('To: Hello\na & b');
  });
});
