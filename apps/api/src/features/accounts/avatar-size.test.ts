import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, registerAndLogin } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { avatarSizeProblem, readImageSize } from "./images.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Headers only, as a decompression bomb would send them: a few bytes that declare a huge bitmap.
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff,
    0xe0,
    0x00,
    0x10,
    ...Buffer.from("JFIF\0"),
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ]);
  const sof = Buffer.from([
    0xff, 0xc2, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, Buffer.from([0xff, 0xff]), sof]);
}

function gif(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write("GIF89a", 0, "latin1");
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return head;
}

function webp(chunk: "VP8 " | "VP8L" | "VP8X", width: number, height: number): Buffer {
  const b = Buffer.alloc(30);
  b.write("RIFF", 0, "latin1");
  b.writeUInt32LE(22, 4);
  b.write("WEBP", 8, "latin1");
  b.write(chunk, 12, "latin1");
  if (chunk === "VP8X") {
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  } else if (chunk === "VP8L") {
    b[20] = 0x2f;
    b.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 21);
  } else {
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  }
  return b;
}

describe("reading declared image sizes from headers", () => {
  it("reads PNG, JPEG, GIF and the three WebP forms", () => {
    expect(readImageSize(png(640, 480), "image/png")).toEqual({ width: 640, height: 480 });
    expect(readImageSize(jpeg(800, 600), "image/jpeg")).toEqual({ width: 800, height: 600 });
    expect(readImageSize(gif(32, 16), "image/gif")).toEqual({ width: 32, height: 16 });
    expect(readImageSize(webp("VP8 ", 300, 200), "image/webp")).toEqual({
      width: 300,
      height: 200,
    });
    expect(readImageSize(webp("VP8L", 5000, 10), "image/webp")).toEqual({
      width: 5000,
      height: 10,
    });
    expect(readImageSize(webp("VP8X", 16_000, 9), "image/webp")).toEqual({
      width: 16_000,
      height: 9,
    });
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff]), "image/jpeg")).toBeUndefined();
  });

  it("allows 4096 on a side and refuses one pixel more, either way", () => {
    expect(avatarSizeProblem(png(4096, 4096), "image/png")).toBeUndefined();
    expect(avatarSizeProblem(png(4097, 1), "image/png")).toMatch(/at most 4096 × 4096 pixels/);
    expect(avatarSizeProblem(jpeg(1, 4097), "image/jpeg")).toMatch(/this one is 1 × 4097/);
    expect(avatarSizeProblem(gif(65_535, 65_535), "image/gif")).toBeDefined();
    expect(avatarSizeProblem(webp("VP8X", 4097, 4097), "image/webp")).toBeDefined();
  });
});

describe("uploading a decompression bomb as the profile picture", () => {
  const upload = async (content: Buffer, contentType: string) => {
    const user = await registerAndLogin(t.app);
    const body = await multipart({}, { field: "image", filename: "me", contentType, content });
    const res = await t.app.inject({
      method: "PUT",
      url: "/authentication/api/profile/update/",
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
    return { res, user };
  };

  it.each([
    ["PNG", png(50_000, 50_000), "image/png"],
    ["JPEG", jpeg(65_000, 65_000), "image/jpeg"],
    ["GIF", gif(10_000, 20), "image/gif"],
    ["WebP", webp("VP8X", 100_000, 100_000), "image/webp"],
  ])(
    "refuses a %s declaring more than 4096 × 4096 with a clear 400",
    async (_name, bytes, type) => {
      const { res, user } = await upload(bytes, type);
      expect(res.statusCode).toBe(400);
      const message = res.json().message;
      expect(message).toMatch(/^The picture is too large: at most 4096 × 4096 pixels is allowed/);
      expect(res.json()).toMatchObject({
        status_code: 400,
        code: "image_too_large",
        errors: { image: [message] },
      });
      const profile = await t.app.inject({
        url: "/authentication/api/profile/",
        headers: user.headers,
      });
      expect(profile.json().profile.image).toBeNull();
    },
  );

  it("accepts a picture of 4096 × 4096", async () => {
    const { res } = await upload(png(4096, 4096), "image/png");
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.image).toMatch(/^\/authentication\/api\/avatar\//);
  });
});
