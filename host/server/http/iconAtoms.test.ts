import { describe, expect, it } from 'vitest';
import { atomOf, rewriteIconImports } from './iconAtoms.ts';

describe('atomOf', () => {
  it("names an icon's one-icon module of the package", () => {
    expect(atomOf('Flow24Regular')).toBe('flow');
    expect(atomOf('ChatMultiple24Regular')).toBe('chat-multiple');
    expect(atomOf('ClipboardTaskListLtr24Regular')).toBe('clipboard-task-list-ltr');
    expect(atomOf('TextT24Regular')).toBe('text-t');
    expect(atomOf('DismissFilled')).toBe('dismiss');
    expect(atomOf('FluentIcon')).toBeUndefined();
  });
});

describe('rewriteIconImports', () => {
  const exists = (atom: string, name: string) => atom !== 'no-atom' && name !== 'Ghost24Regular';

  it('imports each icon from its module, keeps types and unknown names on the root, and keeps lines', () => {
    const code = [
      'import {',
      '  Flow24Regular,',
      '  type FluentIcon,',
      '  ChatMultiple24Regular as Chats,',
      '  Ghost24Regular,',
      "} from '@fluentui/react-icons';",
      'const x = 1;',
    ].join('\n');
    const out = rewriteIconImports(code, exists);
    expect(out.split('\n')).toHaveLength(7);
    expect(out.split('\n')[6]).toBe('const x = 1;');
    expect(out).toContain("import { type FluentIcon, Ghost24Regular } from '@fluentui/react-icons';");
    expect(out).toContain("import { Flow24Regular } from '@fluentui/react-icons/svg/flow';");
    expect(out).toContain(
      "import { ChatMultiple24Regular as Chats } from '@fluentui/react-icons/svg/chat-multiple';",
    );
  });

  it('leaves other imports alone', () => {
    const code = "import type { FluentIconsProps } from '@fluentui/react-icons';\nimport { a } from 'b';";
    expect(rewriteIconImports(code, exists)).toBe(code);
  });
});
