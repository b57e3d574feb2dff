import { disablingUnusedFeatures } from '../../support/chromium';

/** Chromium reads only the last `--disable-features` (ADR 200): the launcher's list must survive ours. */
describe('disablingUnusedFeatures', () => {
  it("keeps the launcher's disabled features and its other flags, and adds ours, in one flag", () => {
    // Prepare
    const launcherFlags = [
      '--disable-features=PaintHolding,ThirdPartyStoragePartitioning',
      '--headless',
      '--mute-audio',
    ];

    // Act
    const flags = disablingUnusedFeatures(launcherFlags);

    // Assess
    expect(flags).toEqual([
      '--headless',
      '--mute-audio',
      '--disable-features=PaintHolding,ThirdPartyStoragePartitioning,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('adds the flag when the launcher disables nothing, and names each feature once', () => {
    // Act
    const once = disablingUnusedFeatures(['--headless']);
    const twice = disablingUnusedFeatures(once);

    // Assess
    expect(once).toEqual(['--headless', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup']);
    expect(twice).toEqual(once);
  });
});
