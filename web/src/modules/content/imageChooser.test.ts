import { browsableTotal, uploadImage, UPLOAD_ACCEPT } from './imageChooser';

describe('the image chooser', () => {
  it('pages through at most 100 pages of 24', () => {
    expect(browsableTotal(0)).toBe(0);
    expect(browsableTotal(500)).toBe(500);
    expect(browsableTotal(8000)).toBe(2400);
  });

  it('accepts the image types the api keeps', () => {
    expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  describe('uploadImage', () => {
    const realFetch = global.fetch;
    afterEach(() => {
      global.fetch = realFetch;
    });
    const answer = (status: number, body: unknown) => {
      global.fetch = jest.fn().mockResolvedValue({ ok: status < 300, status, json: () => Promise.resolve(body) });
    };
    const file = (size = 10) => new File([new Uint8Array(size)], 'car.png', { type: 'image/png' });

    it('answers the stored address', async () => {
      answer(201, { url: '/uploads/3.png' });
      expect(await uploadImage(file())).toEqual({ url: '/uploads/3.png' });
      const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
      expect(init.headers).toMatchObject({ 'Content-Type': 'image/png' });
    });

    it("passes on the api's reason, and says when a file is too large without sending it", async () => {
      answer(400, { message: 'Choose a JPEG, PNG, GIF or WebP image' });
      expect(await uploadImage(file())).toEqual({ error: 'Choose a JPEG, PNG, GIF or WebP image' });
      global.fetch = jest.fn();
      expect(await uploadImage(file(6 * 1024 * 1024))).toEqual({ error: null, tooLarge: true });
      expect(global.fetch).not.toHaveBeenCalled();
    });
  });
});
