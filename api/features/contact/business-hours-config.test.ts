import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('BUSINESS_HOURS_* configuration', () => {
  it('defaults to 08:00-18:00 on weekdays and 09:00-13:00 on Saturdays', () => {
    expect(loadConfig({}).businessHours).toEqual({
      weekdays: { opens: '08:00', closes: '18:00' },
      saturday: { opens: '09:00', closes: '13:00' },
    });
    expect(loadConfig({ BUSINESS_HOURS_WEEKDAYS: '' }).businessHours.weekdays).toEqual({
      opens: '08:00',
      closes: '18:00',
    });
  });

  it('takes other hours and "closed"', () => {
    const config = loadConfig({ BUSINESS_HOURS_WEEKDAYS: '07:30-16:00', BUSINESS_HOURS_SATURDAY: 'closed' });
    expect(config.businessHours).toEqual({ weekdays: { opens: '07:30', closes: '16:00' }, saturday: null });
  });

  it('stops with a clear message for a value it cannot read', () => {
    expect(() => loadConfig({ BUSINESS_HOURS_SATURDAY: '9 to 1' })).toThrow(ConfigError);
    expect(() => loadConfig({ BUSINESS_HOURS_SATURDAY: '9 to 1' })).toThrow(
      /BUSINESS_HOURS_SATURDAY: must be "closed" or opening hours/,
    );
  });
});
