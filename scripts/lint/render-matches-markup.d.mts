import type { Rule } from 'eslint';

export declare const renderMatchesMarkup: Rule.RuleModule;
