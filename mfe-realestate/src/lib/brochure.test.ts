import { brochureFileName, downloadBrochure } from './brochure';

describe('brochureFileName', () => {
  it.each([
    ['Skyline Residency', '/files/plan.pdf', 'Skyline-Residency-brochure.pdf'],
    [
      'Green Park, Phase 2',
      'https://cdn.example/b/brochure.PNG?v=3',
      'Green-Park--Phase-2-brochure.PNG',
    ],
    ['Lake View', '/brochures/lake-view', 'Lake-View-brochure.jpg'],
    ['Lake View', '/brochures/', 'Lake-View-brochure.jpg'],
    ['Hill Top', '/a.b/download#page=2', 'Hill-Top-brochure.jpg'],
    ['Vaastu Villa', '/x/.hidden', 'Vaastu-Villa-brochure.jpg'],
  ])('%s + %s -> %s', (name, link, expected) => {
    expect(brochureFileName(name, link)).toBe(expected);
  });
});

describe('downloadBrochure', () => {
  const open = jest.fn();
  beforeEach(() => {
    window.open = open;
    URL.createObjectURL = jest.fn(() => 'blob:brochure');
    URL.revokeObjectURL = jest.fn();
  });

  it('saves the fetched file under the property name', async () => {
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      blob: async () => new Blob(['%PDF']),
    })) as unknown as typeof fetch;
    await expect(downloadBrochure('Lake View', '/b/lake.pdf')).resolves.toBe('downloaded');
    expect(clicked).toEqual(['Lake-View-brochure.pdf']);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the link in a new tab when the download fails', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    await expect(downloadBrochure('Lake View', '/b/lake.pdf')).resolves.toBe('opened');
    expect(open).toHaveBeenCalledWith('/b/lake.pdf', '_blank', 'noopener,noreferrer');
  });
});
