import { describe, expect, it } from 'vitest';
import {
  firstDisallowedModule,
  isModuleAllowed,
  moduleNotAllowedMessage,
  requiredModules,
} from './requiredModules.ts';

describe('requiredModules', () => {
  it('finds literal requires in order, without node: and without duplicates', () => {
    const code = `const fetch = require('node-fetch');
      const { get } = require("lodash");
      const c = require(\`node:crypto\`); const again = require('lodash');
      const x = obj.require('not-this'); const y = myrequire('nor-this');`;
    expect(requiredModules(code)).toEqual(['node-fetch', 'lodash', 'crypto']);
  });

  it('ignores requires in comments but not in code after them', () => {
    const code = `// const fs = require('fs')
      /* require('child_process') */
      const s = "// not a comment"; const _ = require('lodash');`;
    expect(requiredModules(code)).toEqual(['lodash']);
  });

  it('checks names against the list, sub-paths by their package', () => {
    const allowed = ['lodash', 'date-fns', '@acme/tools'];
    expect(isModuleAllowed('lodash/get', allowed)).toBe(true);
    expect(isModuleAllowed('node:lodash', allowed)).toBe(true);
    expect(isModuleAllowed('@acme/tools/x', allowed)).toBe(true);
    expect(isModuleAllowed('lodash/../fs', allowed)).toBe(false);
    expect(isModuleAllowed('/etc/passwd', allowed)).toBe(false);
    expect(isModuleAllowed('fs', allowed)).toBe(false);
    expect(firstDisallowedModule("require('lodash'); require('pg'); require('fs')", allowed)).toBe('pg');
    expect(firstDisallowedModule("require('lodash')", allowed)).toBeNull();
    expect(moduleNotAllowedMessage('fs', ['lodash', 'axios'])).toBe(
      "Module 'fs' is not available in the sandbox. Allowed: axios, lodash",
    );
  });
});
