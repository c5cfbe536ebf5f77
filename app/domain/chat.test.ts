import { describe, expect, it } from "vitest";
import { DEFAULT_CHAT_MESSAGE, QUICK_CHAT_MESSAGES } from "#content/chat.ts";
import { chatHref, chatUrl } from "./chat.ts";

describe("chatUrl", () => {
  it("URL-encodes the message as the text parameter", () => {
    expect(chatUrl("https://wa.me/17135550147", "Fridge warm & leaking?")).toBe(
      "https://wa.me/17135550147?text=Fridge%20warm%20%26%20leaking%3F",
    );
  });
  it("sends the default message when the input is empty or blank", () => {
    const expected = `https://wa.me/1?text=${encodeURIComponent("Hi! I need help with my appliance repair. Can you assist me?")}`;
    expect(chatUrl("https://wa.me/1", "")).toBe(expected);
    expect(chatUrl("https://wa.me/1", "   ")).toBe(expected);
    expect(chatUrl("https://wa.me/1", null)).toBe(expected);
    expect(DEFAULT_CHAT_MESSAGE).toBe("Hi! I need help with my appliance repair. Can you assist me?");
  });
  it("offers six quick messages and links through our own /chat", () => {
    expect(QUICK_CHAT_MESSAGES).toHaveLength(6);
    expect(chatHref("Hi there")).toBe("/chat?text=Hi%20there");
  });
});
