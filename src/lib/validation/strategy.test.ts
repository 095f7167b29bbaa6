import { shouldShowError, strategyFormikProps } from './strategy';

describe('validation strategy', () => {
  it('eager validates on change and blur from the start', () => {
    expect(strategyFormikProps('eager', false)).toEqual({ validateOnChange: true, validateOnBlur: true, validateOnMount: false });
  });

  it('onSubmit validates nothing before the first submit, then eagerly', () => {
    expect(strategyFormikProps('onSubmit', false)).toMatchObject({ validateOnChange: false, validateOnBlur: false });
    expect(strategyFormikProps('onSubmit', true)).toMatchObject({ validateOnChange: true, validateOnBlur: true });
  });

  it.each([
    ['eager', false, 0, false],
    ['eager', true, 0, true],
    ['eager', false, 1, true],
    ['onSubmit', true, 0, false],
    ['onSubmit', false, 1, true],
  ] as const)('%s touched=%s submits=%i shows error: %s', (strategy, touched, submits, shown) => {
    expect(shouldShowError(strategy, touched, submits)).toBe(shown);
  });
});
