import { ApiError } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { type KeptBotCheckToken, sendWithBotCheck } from '../sendWithBotCheck';

const rejected = () => new ApiError({ status: 400, code: 'recaptcha-invalid', message: 'Invalid token' });
const unavailable = () => new ApiError({ status: 409, code: 'unit-unavailable', message: 'Sold out' });

/** A bot check that mints `token-1`, `token-2`, ... and counts its calls. */
function botCheck() {
  let minted = 0;
  return {
    getToken: async () => `token-${++minted}`,
    get minted() {
      return minted;
    },
  };
}

describe('sendWithBotCheck', () => {
  it('sends with a fresh token and answers what the submission answered', async () => {
    const check = botCheck();
    const sent: string[] = [];
    const answer = await sendWithBotCheck(
      async (token) => {
        sent.push(token);
        return { basketId: 7 };
      },
      { getToken: check.getToken },
    );
    expect(answer).toEqual({ basketId: 7 });
    expect(sent).toEqual(['token-1']);
  });

  it('sends once more with a new token when the API rejects the token', async () => {
    const check = botCheck();
    const sent: string[] = [];
    const answer = await sendWithBotCheck(
      async (token) => {
        sent.push(token);
        if (token === 'token-1') throw rejected();
        return 'booked';
      },
      { getToken: check.getToken },
    );
    expect(answer).toBe('booked');
    expect(sent).toEqual(['token-1', 'token-2']);
  });

  it('gives up after the second rejected token and forgets it', async () => {
    const check = botCheck();
    const kept: KeptBotCheckToken = { current: undefined };
    const sent: string[] = [];
    const sending = sendWithBotCheck(
      async (token) => {
        sent.push(token);
        throw rejected();
      },
      { getToken: check.getToken, kept },
    );
    await expect(sending).rejects.toMatchObject({ code: 'recaptcha-invalid' });
    expect(sent).toEqual(['token-1', 'token-2']);
    expect(kept.current).toBeUndefined();
  });

  it('keeps the token of an attempt that failed for another reason and sends it again next time', async () => {
    const check = botCheck();
    const kept: KeptBotCheckToken = { current: undefined };
    const sent: string[] = [];
    let attempt = 0;
    const send = async (token: string) => {
      sent.push(token);
      if (++attempt === 1) throw unavailable();
      return 'booked';
    };
    await expect(sendWithBotCheck(send, { getToken: check.getToken, kept })).rejects.toMatchObject({
      code: 'unit-unavailable',
    });
    expect(kept.current).toBe('token-1');
    await expect(sendWithBotCheck(send, { getToken: check.getToken, kept })).resolves.toBe('booked');
    expect(sent).toEqual(['token-1', 'token-1']);
    expect(check.minted).toBe(1);
  });
});
