import { leadingZeroBits, meetsDifficulty, proofOfWorkInput } from '../src/rules/index.js';

describe('the sign-in proof of work', () => {
  it.each([
    [[0xff], 0],
    [[0x80], 0],
    [[0x7f], 1],
    [[0x01], 7],
    [[0x00, 0x01], 15],
    [[0x00, 0x00, 0x20], 18],
    [[0x00, 0x00], 16],
  ])('%j starts with %i zero bits', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });

  it('a digest meets a difficulty of at most its zero bits', () => {
    const digest = Uint8Array.from([0x00, 0x0f, 0xff]);
    expect(meetsDifficulty(digest, 12)).toBe(true);
    expect(meetsDifficulty(digest, 13)).toBe(false);
  });

  it('hashes the token and the solution joined by a colon', () => {
    expect(proofOfWorkInput('1.abc', 'z9')).toBe('1.abc:z9');
  });
});
