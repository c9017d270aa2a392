import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOwnVisitsIgnored } from './own-visits-store';
import { sendEvent } from './send-event';

function stubBrowser() {
  const sendBeacon = vi.fn(() => true);
  vi.stubGlobal('window', { location: { pathname: '/contact' } });
  vi.stubGlobal('document', { referrer: 'https://www.google.com/' });
  vi.stubGlobal('navigator', { sendBeacon });
  return sendBeacon;
}

describe('sendEvent', () => {
  afterEach(() => {
    useOwnVisitsIgnored.getState().setIgnored(false);
    vi.unstubAllGlobals();
  });

  it('sends the event with its page and referrer', () => {
    const sendBeacon = stubBrowser();
    sendEvent('page_view', { title: 'Contact' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [endpoint, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(endpoint).toBe('/api/events');
    expect(JSON.parse(body)).toMatchObject({ event: 'page_view', page: '/contact', referrer: 'https://www.google.com/', properties: { title: 'Contact' } });
  });

  it('sends nothing from a browser whose own visits are kept out, and again once they count', () => {
    const sendBeacon = stubBrowser();
    useOwnVisitsIgnored.getState().setIgnored(true);
    sendEvent('page_view');
    sendEvent('cta_click', { cta: 'contact' });
    expect(sendBeacon).not.toHaveBeenCalled();
    useOwnVisitsIgnored.getState().setIgnored(false);
    sendEvent('page_view');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
