import { cutTitle } from './cutTitle';

describe('cutTitle', () => {
  it('keeps titles of 20 characters or fewer whole', () => {
    expect(cutTitle('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(cutTitle('Exactly twenty chars', 'home')).toBe('Exactly twenty chars');
    expect(cutTitle('Short')).toBe('Short');
  });

  it('cuts longer titles to 20 characters on cards', () => {
    expect(cutTitle('Omex Android 9.0 Dolby Audio Dual Wifi')).toBe('Omex Android 9.0 Dol...');
  });

  it('cuts longer titles to 18 characters on the home page', () => {
    expect(cutTitle('Omex Android 9.0 Dolby Audio Dual Wifi', 'home')).toBe('Omex Android 9.0 D...');
    expect(cutTitle('Twenty one characters', 'home')).toBe('Twenty one charact...');
  });
});
