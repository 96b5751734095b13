import { type CustomFlag, FLAG_DEFINITIONS, flagDefinition } from '@comptoir/shared';
import { describe, expect, it } from 'vitest';
import { FLAGS_BY_SECTION, flagDraftOf, flagSaveBody, isFlagShown } from './model';

const def = (name: string) => flagDefinition(name)!;

describe('website flags model', () => {
  const stored: CustomFlag[] = [
    { customFlagId: 7, flagName: 'isBannerHomeActive', flagValue: false },
    { customFlagId: 8, flagName: 'bannerHomeText', flagValue: 'Hello' },
    { customFlagId: null, flagName: 'navbarStyle', flagValue: 1 },
    { customFlagId: 9, flagName: 'popupMenu1', flagValue: 12 },
  ];

  it('drafts every flag from the answer, defaults for the missing ones', () => {
    const draft = flagDraftOf(stored);
    expect(Object.keys(draft)).toHaveLength(FLAG_DEFINITIONS.length);
    expect(draft).toMatchObject({
      isBannerHomeActive: false,
      bannerHomeText: 'Hello',
      navbarStyle: 1,
      popupMenu1: 12,
      cardStyle: 2,
      mobileCardStyle: 3,
      popupText: '',
      isHomePageActive: true,
      pickupMinPrepTime: 0,
    });
  });

  it('reveals texts when their flag is on or their popup slot names a group', () => {
    const draft = flagDraftOf(stored);
    expect(isFlagShown(def('bannerHomeText'), draft)).toBe(false);
    expect(isFlagShown(def('bannerHomeText'), { ...draft, isBannerHomeActive: true })).toBe(true);
    expect(isFlagShown(def('popupMenu1Text'), draft)).toBe(true);
    expect(isFlagShown(def('popupMenu2Text'), draft)).toBe(false);
    expect(isFlagShown(def('pickupMinPrepTime'), { ...draft, pickupCustomTimeEnabled: true })).toBe(true);
    expect(isFlagShown(def('popupText'), draft)).toBe(false);
    expect(isFlagShown(def('navbarStyle'), draft)).toBe(true);
  });

  it('sends the whole list, new flags with id 0 and texts trimmed', () => {
    const body = flagSaveBody(stored, { ...flagDraftOf(stored), bannerHomeText: '  Hi  ', facebookLink: ' ' });
    expect(body).toHaveLength(FLAG_DEFINITIONS.length);
    expect(body.find((f) => f.flagName === 'isBannerHomeActive')).toEqual({
      customFlagId: 7,
      flagName: 'isBannerHomeActive',
      flagValue: false,
    });
    expect(body.find((f) => f.flagName === 'bannerHomeText')?.flagValue).toBe('Hi');
    expect(body.find((f) => f.flagName === 'facebookLink')).toEqual({
      customFlagId: 0,
      flagName: 'facebookLink',
      flagValue: '',
    });
    expect(body.find((f) => f.flagName === 'navbarStyle')?.customFlagId).toBe(0);
  });

  it('groups the flags in the seven sections of the page', () => {
    expect(FLAGS_BY_SECTION.map(([s]) => s)).toEqual([
      'general',
      'home',
      'menu',
      'contact',
      'reservation',
      'footer',
      'customisation',
    ]);
    expect(FLAGS_BY_SECTION.flatMap(([, defs]) => defs)).toHaveLength(FLAG_DEFINITIONS.length);
  });
});
